import { Anchor, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandWhatsapp, IconPhone, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VenueDetails } from '@noite/shared';
import { formatPhone, socialHandle, socialUrl, telUrl, whatsappUrl } from '../contact-links.ts';
import classes from '../venue-detail.module.css';
import { VENUE_DETAIL_NS } from '../i18n.ts';

interface ContactRowProps {
  icon: Icon;
  color: string;
  label: string;
  href: string | null;
  text: string | null;
  newTab?: boolean;
}

function ContactRow({ icon: RowIcon, color, label, href, text, newTab = false }: ContactRowProps) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  return (
    <li className={classes.contactRow}>
      <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
        <RowIcon size={22} />
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {label}
        </Text>
        {href && text ? (
          <Anchor
            href={href}
            className={classes.breakAnywhere}
            {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {text}
            {newTab ? <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden> : null}
          </Anchor>
        ) : (
          <Text>{t('common.notAvailable')}</Text>
        )}
      </Stack>
    </li>
  );
}

function phoneRow(label: string, phone: string | null, whatsapp: boolean, whatsappLabel: string, callLabel: string) {
  if (!phone) return { label, icon: IconPhone, color: 'gray', href: null, text: null };
  return whatsapp
    ? {
        label: `${label} · ${whatsappLabel}`,
        icon: IconBrandWhatsapp,
        color: 'teal',
        href: whatsappUrl(phone),
        text: formatPhone(phone),
        newTab: true,
      }
    : {
        label: `${label} · ${callLabel}`,
        icon: IconPhone,
        color: 'noite',
        href: telUrl(phone),
        text: formatPhone(phone),
      };
}

/** The about tab (spec §2): text, two phones (WhatsApp links when marked so) and the social links. */
export function AboutContent({ about }: { about: VenueDetails['about'] }) {
  const { t } = useTranslation(VENUE_DETAIL_NS);
  const phones = [
    phoneRow(t('about.phone1'), about.phone1, about.isPhone1, t('about.whatsapp'), t('about.call')),
    phoneRow(t('about.phone2'), about.phone2, about.isPhone2, t('about.whatsapp'), t('about.call')),
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} size="h4" mb="xs">
          {t('about.text')}
        </Title>
        <Text className={classes.preLine}>{about.text?.trim() || t('common.notAvailable')}</Text>
      </Paper>
      <div className={classes.aboutGrid}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t('about.contacts')}
          </Title>
          <ul className={classes.contactList}>
            {phones.map((row) => (
              <ContactRow key={row.label} {...row} />
            ))}
          </ul>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {t('about.social')}
          </Title>
          <ul className={classes.contactList}>
            <ContactRow
              icon={IconBrandInstagram}
              color="pink"
              label={t('about.instagram')}
              href={about.instagram ? socialUrl('instagram', about.instagram) : null}
              text={about.instagram ? socialHandle(about.instagram) : null}
              newTab
            />
            <ContactRow
              icon={IconBrandFacebook}
              color="blue"
              label={t('about.facebook')}
              href={about.facebook ? socialUrl('facebook', about.facebook) : null}
              text={about.facebook ? socialHandle(about.facebook) : null}
              newTab
            />
          </ul>
        </Paper>
      </div>
    </Stack>
  );
}

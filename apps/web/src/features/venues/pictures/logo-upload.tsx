import { FileButton, Indicator, Loader, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURES_NS } from './i18n.ts';
import classes from './pictures.module.css';
import { usePictureMutations, type ManagedVenue } from './use-picture-mutations.ts';

/** The owner taps the logo to choose a new one; it is checked, sent at once and shown when the server answers. */
export function LogoUpload({ venue, children }: { venue: ManagedVenue; children: ReactNode }) {
  const { t } = useTranslation(PICTURES_NS);
  const { addLogo, pickLogo } = usePictureMutations(venue._id);
  const uploading = addLogo.isPending;
  return (
    <FileButton onChange={pickLogo} accept="image/*" disabled={uploading}>
      {(props) => (
        <UnstyledButton
          {...props}
          className={classes.logoButton}
          aria-label={t('logo.change', { name: venue.name })}
          aria-busy={uploading || undefined}
        >
          <Indicator
            inline
            size={32}
            offset={12}
            position="bottom-end"
            color="noite"
            withBorder
            label={<IconCamera size={16} aria-hidden />}
          >
            {children}
          </Indicator>
          {uploading ? (
            <span className={classes.logoBusy} role="status">
              <Loader size="sm" color="white" aria-hidden />
              <VisuallyHidden>{t('logo.uploading')}</VisuallyHidden>
            </span>
          ) : null}
        </UnstyledButton>
      )}
    </FileButton>
  );
}

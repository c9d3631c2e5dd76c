import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  DEFAULT_COUNTRY_CODE,
  editProfileSchema,
  type EditProfileInput,
  type Profile,
  type SocialType,
} from '@noite/shared';
import { useLayout } from '../../lib/layout-context.ts';
import { useSessionDialogs } from '../../lib/session-dialogs.tsx';
import { digitsOnly } from '../../components/form/masks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { PhoneField } from '../../components/form/phone-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { addVenueState } from '../../lib/add-venue-state.ts';
import { updateSessionProfile } from '../../lib/auth-storage.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { accountApi, profileQueryKey, type EditProfileRequest } from './api.ts';
import { ProfilePictureInput } from './profile-picture-input.tsx';
import classes from './account-page.module.css';

type EditProfileOutput = z.output<typeof editProfileSchema>;

/** Brand names, the same in every language. */
const SOCIAL_NAMES: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook' };

function formValuesOf(profile: Profile): EditProfileInput {
  return {
    name: profile.name ?? '',
    countryCode: profile.countryCode || DEFAULT_COUNTRY_CODE,
    phone: digitsOnly(profile.phone ?? ''),
    password: '',
  };
}

export function AccountPage() {
  const { t } = useTranslation();
  // Spec §8: a failed load is a warning toast titled by the action (the query cache announces it).
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: accountApi.profile,
    meta: { title: t('actions.account') },
  });

  return (
    <Container size="sm" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Text c="dimmed">{t('account.subtitle')}</Text>
      </Stack>
      {profile.data ? (
        <AccountForm profile={profile.data} />
      ) : profile.isError ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm">
            <Text>{t('account.loadFailed')}</Text>
            <Button variant="light" onClick={() => void profile.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}

function AccountForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const layout = useLayout();
  const { confirmDeleteAccount } = useSessionDialogs();
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: formValuesOf(profile),
  });
  const { isDirty } = form.formState;

  useEffect(() => {
    form.reset(formValuesOf(profile));
  }, [form, profile]);

  const save = useApiMutation({
    title: t('actions.account'),
    mutationFn: (request: EditProfileRequest) => accountApi.editProfile(request),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profileQueryKey, data);
      updateSessionProfile({ name: data.name, image: data.profileImage });
      setImage(null);
      navigate(paths.main);
    },
    onError: (error) => applyServerFieldErrors(error, form),
  });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate({
      name: values.name,
      countryCode: values.countryCode,
      phone: values.phone,
      password: values.password || undefined,
      profileImage: image,
    }),
  );

  const deleteAccount = () => {
    if (layout) layout.openDialog(paths.deleteAccount);
    else confirmDeleteAccount();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ProfilePictureInput current={profile.profileImage} file={image} onChange={setImage} />
            <TextField control={form.control} name="name" label={t('fields.name')} autoComplete="name" required />
            <TextInput
              label={t('fields.email')}
              value={profile.email ?? t('common.notAvailable')}
              readOnly
              description={t('account.emailReadOnly')}
              variant="filled"
            />
            {profile.socialTypes.length > 0 ? (
              <Text size="sm" data-testid="social-providers">
                {t('account.signsInWith', {
                  providers: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                    profile.socialTypes.map((socialType) => SOCIAL_NAMES[socialType]),
                  ),
                })}
              </Text>
            ) : null}
            <PhoneField control={form.control} name="phone" countryCodeName="countryCode" required />
            <PasswordField
              control={form.control}
              name="password"
              label={t('account.passwordOptional')}
              description={t(profile.hasPassword ? 'account.passwordOptionalHint' : 'account.noPasswordYet')}
              autoComplete="new-password"
            />
            <Button type="submit" fullWidth loading={save.isPending} disabled={!isDirty && !image} mt="xs">
              {t('account.save')}
            </Button>
          </Stack>
        </form>
      </Paper>

      {profile.type === 'owner' ? <OwnVenuesLink /> : null}

      <DataExport />

      {profile.type === 'user' ? (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.danger}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('account.dangerZone')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('account.dangerText')}
            </Text>
            <Button
              color="red.9"
              variant="outline"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={deleteAccount}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('deleteAccount.button')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** LGPD (decision 056): anyone signed in downloads what Noite keeps about them, as a JSON file. */
function DataExport() {
  const { t } = useTranslation();
  const download = useApiMutation({
    title: t('actions.account'),
    // The file is the answer: nothing to announce but a failure.
    announceSuccess: false,
    mutationFn: async () => ({ status: 200, message: '', data: await accountApi.exportData() }),
    onSuccess: ({ data: { blob, fileName } }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? 'noite-data.json';
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked after the browser has started the download.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('account.exportTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.exportText')}
        </Text>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => download.mutate()}
          loading={download.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('account.exportButton')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** An owner adds or removes their venues on /registerestabeshiment, coming back here (spec §2, decision 032). */
function OwnVenuesLink() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('account.venuesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.venuesText')}
        </Text>
        <Button
          component={Link}
          to={paths.registerEstablishment}
          state={addVenueState(paths.account)}
          variant="light"
          size="md"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
          fullWidth
        >
          {t('account.addVenue')}
        </Button>
      </Stack>
    </Paper>
  );
}

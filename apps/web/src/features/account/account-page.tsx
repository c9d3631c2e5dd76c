import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Container, Grid, InputBase, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, editProfileSchema, type EditProfileInput, type Profile } from '@noite/shared';
import { useLayout } from '../../lib/layout-context.ts';
import { useSessionDialogs } from '../../lib/session-dialogs.tsx';
import { CountryCodeSelect } from '../../components/country-code-select.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { updateSessionProfile } from '../../lib/auth-storage.ts';
import { applyServerFieldErrors, digitsOnly, useFieldErrorText } from '../../lib/form-errors.ts';
import { accountApi, profileQueryKey, type EditProfileValues } from './api.ts';
import { ProfilePictureInput } from './profile-picture-input.tsx';
import classes from './account-page.module.css';

type EditProfileOutput = z.output<typeof editProfileSchema>;

/** (NN) NNNNN-NNNN as the spec shows phones, with room for up to 15 digits. */
const PHONE_MASK = '(00) 00000-0000[0000]';
const SERVER_FIELDS = ['name', 'countryCode', 'phone', 'password'] as const;

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
  const profile = useQuery({ queryKey: profileQueryKey, queryFn: accountApi.profile });

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
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const layout = useLayout();
  const { confirmDeleteAccount } = useSessionDialogs();
  const [image, setImage] = useState<File | null>(null);

  const form = useForm<EditProfileInput, unknown, EditProfileOutput>({
    resolver: zodResolver(editProfileSchema),
    defaultValues: formValuesOf(profile),
  });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    form.reset(formValuesOf(profile));
  }, [form, profile]);

  const save = useMutation({
    mutationFn: (values: EditProfileValues) => accountApi.editProfile(values),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(profileQueryKey, data);
      updateSessionProfile({ name: data.name, image: data.profileImage });
      setImage(null);
      navigate('/main');
    },
    onError: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
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
    if (layout) layout.openDialog('/delete-account');
    else confirmDeleteAccount();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <ProfilePictureInput current={profile.profileImage} file={image} onChange={setImage} />
            <TextInput
              {...form.register('name')}
              label={t('fields.name')}
              autoComplete="name"
              required
              error={errorText(errors.name?.message)}
            />
            <TextInput
              label={t('fields.email')}
              value={profile.email ?? t('common.notAvailable')}
              readOnly
              description={t('account.emailReadOnly')}
              variant="filled"
            />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, xs: 5 }}>
                <Controller
                  control={form.control}
                  name="countryCode"
                  render={({ field }) => (
                    <CountryCodeSelect
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      label={t('fields.countryCode')}
                      required
                      error={errorText(errors.countryCode?.message)}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 7 }}>
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => (
                    <InputBase
                      component={IMaskInput}
                      mask={PHONE_MASK}
                      unmask
                      inputRef={field.ref}
                      name={field.name}
                      value={field.value}
                      onAccept={(value: string) => {
                        if (value !== field.value) field.onChange(value);
                      }}
                      onBlur={field.onBlur}
                      label={t('fields.phone')}
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      required
                      error={errorText(errors.phone?.message)}
                    />
                  )}
                />
              </Grid.Col>
            </Grid>
            <Controller
              control={form.control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  {...field}
                  value={field.value ?? ''}
                  label={t('account.passwordOptional')}
                  toggleLabel={t('fields.showPassword')}
                  description={t('account.passwordOptionalHint')}
                  autoComplete="new-password"
                  error={errorText(errors.password?.message)}
                />
              )}
            />
            <Button type="submit" fullWidth loading={save.isPending} disabled={!isDirty && !image} mt="xs">
              {t('account.save')}
            </Button>
          </Stack>
        </form>
      </Paper>

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

import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Grid, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, signUpFormSchema, type SignUpFormInput } from '@noite/shared';
import { CountryCodeSelect } from '../../components/country-code-select.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { applyServerFieldErrors, digitsOnly, useFieldErrorText, withoutSpaces } from '../../lib/form-errors.ts';
import { authApi, type SignUpBody } from './api.ts';
import { AuthShell } from './auth-shell.tsx';
import { TermsSummary } from './terms-summary.tsx';

type SignUpFormOutput = z.output<typeof signUpFormSchema>;

const SERVER_FIELDS = ['name', 'email', 'countryCode', 'phone', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const [termsOpened, termsModal] = useDisclosure(false);

  const form = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: '',
      email: '',
      countryCode: DEFAULT_COUNTRY_CODE,
      phone: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const { errors } = form.formState;

  const signUp = useMutation({
    mutationFn: (body: SignUpBody) => authApi.signUp(body),
    onSuccess: () => navigate('/login'),
    onError: (error) => applyServerFieldErrors(error, form.setError, SERVER_FIELDS),
  });

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate({
      name: values.name,
      email: values.email,
      countryCode: values.countryCode,
      phone: values.phone,
      password: values.password,
      confirmPassword: values.confirmPassword,
      deviceType: 'web',
    }),
  );

  const acceptTerms = () => {
    form.setValue('terms', true, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
    form.clearErrors('terms');
    termsModal.close();
  };

  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} wide>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            {...form.register('name')}
            label={t('fields.fullName')}
            autoComplete="name"
            required
            error={errorText(errors.name?.message)}
          />
          <Controller
            control={form.control}
            name="email"
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(withoutSpaces(event.currentTarget.value))}
                label={t('fields.email')}
                placeholder={t('fields.emailPlaceholder')}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                error={errorText(errors.email?.message)}
              />
            )}
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
                  <TextInput
                    {...field}
                    onChange={(event) => field.onChange(digitsOnly(event.currentTarget.value))}
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
                label={t('fields.password')}
                toggleLabel={t('fields.showPassword')}
                description={t('fields.passwordHint')}
                autoComplete="new-password"
                required
                error={errorText(errors.password?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="confirmPassword"
            render={({ field }) => (
              <PasswordField
                {...field}
                label={t('fields.confirmPassword')}
                toggleLabel={t('fields.showConfirmPassword')}
                autoComplete="new-password"
                required
                error={errorText(errors.confirmPassword?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={() => {
                  // Ticking happens only through the terms popup's Accept; a ticked box unticks.
                  if (field.value) field.onChange(false);
                  else termsModal.open();
                }}
                label={t('auth.register.terms')}
                error={errorText(errors.terms?.message)}
              />
            )}
          />
          <Button type="submit" fullWidth loading={signUp.isPending} mt="xs">
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to="/login">
              {t('auth.register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>

      <Modal opened={termsOpened} onClose={termsModal.close} title={t('auth.register.termsTitle')} size="lg">
        <Stack gap="lg">
          <TermsSummary />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={termsModal.close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={acceptTerms}>{t('auth.register.termsAccept')}</Button>
          </Group>
        </Stack>
      </Modal>
    </AuthShell>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, signUpFormSchema, type SignUpFormInput, type SignUpInput } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { useErrorText } from '../../components/form/error-text.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { PhoneField } from '../../components/form/phone-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';
import type { LoginState } from './login-page.tsx';
import { TermsSummary } from './terms-summary.tsx';

type SignUpFormOutput = z.output<typeof signUpFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
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

  const signUp = useApiMutation({
    title: t('actions.register'),
    mutationFn: (body: SignUpInput) => authApi.signUp(body),
    // Spec §4 sends the new account to /login; its e-mail goes along so only the password is left to type.
    onSuccess: (_result, body) => navigate(paths.login, { state: { email: body.email } satisfies LoginState }),
    onError: (error) => applyServerFieldErrors(error, form),
  });

  // The terms checkbox is the form's own: the API receives the registration payload only.
  const onSubmit = form.handleSubmit(({ terms: _terms, ...fields }) => signUp.mutate({ ...fields, deviceType: 'web' }));

  const acceptTerms = () => {
    form.setValue('terms', true, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
    form.clearErrors('terms');
    termsModal.close();
  };

  return (
    <AuthShell title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} wide>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextField control={form.control} name="name" label={t('fields.fullName')} autoComplete="name" required />
          <EmailField control={form.control} name="email" required />
          {/* Digits only as typed: spec §5 asks the registration phone for "digits only". */}
          <PhoneField control={form.control} name="phone" countryCodeName="countryCode" format="digits" required />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            description={t('fields.passwordHint')}
            autoComplete="new-password"
            required
          />
          <PasswordField
            control={form.control}
            name="confirmPassword"
            label={t('fields.confirmPassword')}
            toggleLabel={t('fields.showConfirmPassword')}
            autoComplete="new-password"
            required
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
            <Anchor component={Link} to={paths.login}>
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

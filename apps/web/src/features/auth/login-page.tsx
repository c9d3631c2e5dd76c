import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle, IconBrandWhatsapp } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { saveSession } from '../../lib/auth-storage.ts';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { supportWhatsAppUrl } from '../../lib/support.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { landingPathFor, paths } from '../../config/paths.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';

type LoginOutput = z.output<typeof loginSchema>;

/** Keeps the user on /login when they press the browser's back button (spec §2). */
function useBlockBackNavigation() {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
}

/** What a screen may hand /login: the e-mail of the account just registered. */
export interface LoginState {
  email: string;
}

function emailFrom(state: unknown): string {
  const email = (state as Partial<LoginState> | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const registeredEmail = emailFrom(location.state);
  const socialHintId = useId();
  useBlockBackNavigation();

  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: registeredEmail, password: '', remember: true },
  });

  const login = useApiMutation({
    title: t('actions.login'),
    mutationFn: (body: LoginOutput) => authApi.login(body),
    onSuccess: ({ data }, body) => {
      saveSession({ token: data.token, type: data.type, name: data.name, image: data.profileImage }, body.remember);
      navigate(landingPathFor(data.type, data.lastAccess), { replace: true });
    },
    // A refused sign-in (wrong e-mail or password, blocked account) is also said under the password, where the
    // eyes are: the toast may be read past (issue 11).
    onError: (error) => {
      if (error instanceof ApiError && error.kind === 'client') {
        if (error.fieldErrors.length > 0) applyServerFieldErrors(error, form);
        else form.setError('password', { type: 'server', message: error.message });
      }
    },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailField control={form.control} name="email" required />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            // Arriving from registration with the e-mail filled, the password is what is left to type.
            autoFocus={registeredEmail !== ''}
            required
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Controller
              control={form.control}
              name="remember"
              render={({ field }) => (
                <Checkbox
                  name={field.name}
                  ref={field.ref}
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  label={t('auth.login.remember')}
                />
              )}
            />
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>

      <Divider label={t('common.or')} labelPosition="center" my="lg" />

      <Stack gap="xs">
        <Group grow gap="sm" wrap="wrap" preventGrowOverflow={false}>
          <Button
            variant="default"
            leftSection={<IconBrandGoogle size={18} aria-hidden />}
            disabled
            aria-describedby={socialHintId}
            miw={180}
          >
            {t('auth.login.google')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconBrandFacebook size={18} aria-hidden />}
            disabled
            aria-describedby={socialHintId}
            miw={180}
          >
            {t('auth.login.facebook')}
          </Button>
        </Group>
        <Text id={socialHintId} size="xs" c="dimmed" ta="center">
          {t('auth.login.socialSoon')}
        </Text>
      </Stack>

      <Stack gap={6} mt="xl" align="center" ta="center">
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.registerUser}>
            {t('auth.login.createAccount')}
          </Anchor>
        </Text>
        <Text size="sm" c="dimmed">
          {t('auth.login.ownerQuestion')}{' '}
          <Anchor href={supportWhatsAppUrl()} target="_blank" rel="noopener noreferrer" inline>
            <IconBrandWhatsapp size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
            {t('auth.login.ownerContact')}
          </Anchor>
        </Text>
      </Stack>
    </AuthShell>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordFormSchema, type ResetPasswordFormInput, type ResetPasswordInput } from '@noite/shared';
import { PageLoader } from '../../components/page-loader.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';

type ResetPasswordFormOutput = z.output<typeof resetPasswordFormSchema>;

/** Token validity (spec §4): unknown while checking, then valid or invalid. */
type TokenState = 'unknown' | 'valid' | 'invalid' | 'unreachable';

function useResetToken(token: string): { state: TokenState; retry: () => void } {
  const check = useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => authApi.checkResetLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  let state: TokenState = 'unknown';
  if (check.isSuccess) state = 'valid';
  else if (check.isError)
    state = check.error instanceof ApiError && check.error.kind === 'client' ? 'invalid' : 'unreachable';
  return { state, retry: () => void check.refetch() };
}

/** A dead link (spec §4 "Link Expired"): the signed-out frame, a way to ask for a new link and back to /login. */
function ExpiredLink() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.reset.expired')} subtitle={t('auth.reset.expiredHint')}>
      <Stack gap="md">
        <Center>
          <ThemeIcon size={72} radius="xl" color="gray" variant="light" aria-hidden>
            <IconLinkOff size={38} />
          </ThemeIcon>
        </Center>
        <Button component={Link} to={paths.forgotPassword} fullWidth>
          {t('auth.reset.newLink')}
        </Button>
        <Button component={Link} to={paths.login} variant="default" fullWidth>
          {t('auth.forgot.back')}
        </Button>
      </Stack>
    </AuthShell>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { state, retry } = useResetToken(token);

  if (state === 'unknown') {
    return (
      <main>
        <PageLoader label={t('auth.reset.checking')} minHeight="100dvh" />
      </main>
    );
  }
  if (state === 'invalid') return <ExpiredLink />;
  if (state === 'unreachable') {
    return (
      <AuthShell title={t('auth.reset.title')}>
        <Stack gap="md">
          <Text>{t('auth.reset.checkFailed')}</Text>
          <Button onClick={retry}>{t('common.retry')}</Button>
        </Stack>
      </AuthShell>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const form = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormOutput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const reset = useApiMutation({
    title: t('actions.resetPassword'),
    mutationFn: (body: ResetPasswordInput) => authApi.resetPassword(body),
    onSuccess: () => navigate(paths.login, { replace: true }),
  });

  return (
    <AuthShell title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))} noValidate>
        <Stack gap="md">
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.newPassword')}
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
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthShell>
  );
}

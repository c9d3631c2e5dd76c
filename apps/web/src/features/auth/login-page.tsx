import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBrandWhatsapp } from '@tabler/icons-react';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { loginSchema, LoginInput, SocialType } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { EARLY_INPUT_OWNER, forgetHeldSubmit, replayEarlyInput } from '../../lib/early-input.ts';
import { saveSession } from '../../lib/auth-storage.ts';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { supportWhatsAppUrl } from '../../lib/support.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { landingPathFor, paths } from '../../config/paths.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { captureSocialReturn, takeSocialReturn } from './social-sign-in.ts';

type LoginOutput = z.output<typeof loginSchema>;

/**
 * The form's validation loads apart from the screen (zod is most of the login's code, decision 078): fetched once
 * the page is idle, so a person typing never waits for it; a submit before then waits for it once.
 */
const loadValidation = () => import('./login-validation.ts');
const loginResolver: Resolver<LoginInput, unknown, LoginOutput> = async (values, context, options) =>
  (await loadValidation()).loginResolver(values, context, options);

/** Fetches the validation's code once the browser is idle after the first paint. */
function usePreloadValidation() {
  useEffect(() => {
    const preload = () => void loadValidation().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 200);
    return () => window.clearTimeout(id);
  }, []);
}

/**
 * Keeps the user on /login when they press the browser's back button (spec §2). A component of its own: the
 * blocker sets a state once mounted, which re-renders only what holds it (the whole screen, before: issue 11).
 */
function BackBlocker() {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

const PROVIDER_NAMES: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Back from Google or Facebook (decision 036): the token is exchanged for a session, stored as login stores it,
 * and the visitor goes to /main; a cancel or an error stays on /login with a message.
 */
function useSocialReturn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read once, before the first paint (main.tsx has already wiped the token from the address bar).
  const [answer] = useState(() => {
    captureSocialReturn();
    return takeSocialReturn();
  });
  const [pending, setPending] = useState<SocialType | null>(answer?.kind === 'token' ? answer.provider : null);
  const [message, setMessage] = useState<string | null>(() => {
    if (!answer || answer.kind === 'token') return null;
    if (answer.kind === 'stale') return t('auth.login.socialStale');
    const provider = PROVIDER_NAMES[answer.provider];
    return t(answer.kind === 'cancelled' ? 'auth.login.socialCancelled' : 'auth.login.socialFailed', { provider });
  });
  const exchanged = useRef(false);

  useEffect(() => {
    if (answer?.kind !== 'token' || exchanged.current) return;
    exchanged.current = true;
    authApi
      .socialSignUp({ socialType: answer.provider, accessToken: answer.accessToken, remember: answer.remember })
      .then(({ data }) => {
        saveSession({ token: data.token, type: data.type, name: data.name, image: data.profileImage }, answer.remember);
        navigate(paths.main, { replace: true });
      })
      .catch((error: unknown) => {
        setPending(null);
        const provider = PROVIDER_NAMES[answer.provider];
        setMessage(error instanceof ApiError ? error.message : t('auth.login.socialFailed', { provider }));
      });
  }, [answer, navigate, t]);

  return { pending, message };
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
  const location = useLocation();
  const registeredEmail = emailFrom(location.state);
  const supportUrl = supportWhatsAppUrl();
  const social = useSocialReturn();
  // The form's "remember me", read when a social sign-in starts (the form keeps it).
  const rememberRef = useRef<() => boolean>(() => true);
  const remember = useCallback(() => rememberRef.current(), []);

  return (
    <AuthShell title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <BackBlocker />
      {social.message ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" mb="md">
          {social.message}
        </Alert>
      ) : null}
      {/*
        Boundaries around the parts the app brings to life: hydrating the server's page, React takes each in a
        commit of its own after the screen's, instead of one long commit of the whole screen (issue 11).
      */}
      <Suspense>
        <LoginForm registeredEmail={registeredEmail} rememberRef={rememberRef} />
      </Suspense>

      <Divider label={t('common.or')} labelPosition="center" my="lg" />

      <Suspense>
        <SocialButtons remember={remember} pending={social.pending} />
      </Suspense>

      <Stack gap={6} mt="xl" align="center" ta="center">
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={paths.registerUser}>
            {t('auth.login.createAccount')}
          </Anchor>
        </Text>
        {supportUrl && (
          <Text size="sm" c="dimmed">
            {t('auth.login.ownerQuestion')}{' '}
            <Anchor href={supportUrl} target="_blank" rel="noopener noreferrer" inline>
              <IconBrandWhatsapp size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
              {t('auth.login.ownerContact')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </AuthShell>
  );
}

interface LoginFormProps {
  registeredEmail: string;
  /** Given the form's "remember me" reader, for the social sign-in buttons beside the form. */
  rememberRef: RefObject<() => boolean>;
}

/**
 * The e-mail and password form, a component of its own: react-hook-form sets a state as the form mounts, which
 * re-renders synchronously the component that holds it; held here, that is the form only, not the whole screen
 * (after hydrating the server's page, that re-render was ~27 ms of a phone's main thread ×4, issue 11).
 */
const LoginForm = memo(function LoginForm({ registeredEmail, rememberRef }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePreloadValidation();

  // Hydrated in a boundary of its own, after the page: what was typed before the app ran is put back now.
  useEffect(() => {
    const timer = setTimeout(replayEarlyInput, 0);
    return () => clearTimeout(timer);
  }, []);

  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: loginResolver,
    defaultValues: { email: registeredEmail, password: '', remember: true },
  });
  useLayoutEffect(() => {
    rememberRef.current = () => form.getValues('remember') ?? true;
  }, [form, rememberRef]);

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

  const submit = form.handleSubmit((values) => login.mutate(values));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    forgetHeldSubmit(event.currentTarget);
    return submit(event);
  };
  // The fields, made once: react-hook-form's mount-time state change re-renders this component, and the same
  // elements let React skip them (the fields follow their own state through the form's control).
  const fields = useMemo(
    () => (
      <>
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
      </>
    ),
    [form.control, registeredEmail, t],
  );

  return (
    /* POST: without the app, the browser's own submit never puts the password in the address. */
    <form method="post" onSubmit={onSubmit} noValidate {...{ [EARLY_INPUT_OWNER]: '' }}>
      <Stack gap="md">
        {fields}
        <Button type="submit" fullWidth loading={login.isPending} mt="xs">
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
});

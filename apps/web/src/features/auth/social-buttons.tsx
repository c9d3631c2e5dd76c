import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialType } from '@noite/shared';
import { authApi, SOCIAL_PROVIDERS_KEY } from './api.ts';
import { authorizeUrl } from './social-sign-in.ts';
import classes from './social-buttons.module.css';

const PROVIDER_NAMES: Record<SocialType, string> = { google: 'Google', facebook: 'Facebook' };

/** Google's four-colour G, as its brand rules ask for on a sign-in button. */
function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

/** Facebook's round "f" logo in white, as on its blue "Continue with Facebook" button. */
function FacebookLogo() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden focusable="false">
      <circle cx="12" cy="12" r="12" fill="#fff" />
      <path
        fill="#0866FF"
        d="M16.67 15.47 17.2 12h-3.33V9.75c0-.95.46-1.88 1.96-1.88h1.51V4.92s-1.37-.23-2.68-.23c-2.74 0-4.53 1.66-4.53 4.66V12H7.08v3.47h3.05v8.39a12.1 12.1 0 0 0 3.74 0v-8.39z"
      />
    </svg>
  );
}

interface SocialButtonsProps {
  /** The login form's remember-me choice when the person leaves for the provider. */
  remember: () => boolean;
  /** A provider whose answer is being checked: both buttons wait. */
  pending: SocialType | null;
}

/**
 * "Continue with Google / Facebook": sends the person to the provider's sign-in page (decision 036). A provider
 * this server has no id for is shown disabled, saying so.
 */
export function SocialButtons({ remember, pending }: SocialButtonsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [leaving, setLeaving] = useState<SocialType | null>(null);
  const providers = useQuery({ queryKey: SOCIAL_PROVIDERS_KEY, queryFn: authApi.socialProviders, staleTime: Infinity });

  const off = (['google', 'facebook'] as const).filter((provider) => providers.data && !providers.data[provider]);
  const hint = providers.isError
    ? t('auth.login.socialUnavailable')
    : off.length === 2
      ? t('auth.login.socialNotConfiguredBoth')
      : off.length === 1
        ? t('auth.login.socialNotConfigured', { provider: PROVIDER_NAMES[off[0]!] })
        : null;

  const start = (provider: SocialType) => {
    const settings = providers.data?.[provider];
    if (!settings) return;
    setLeaving(provider);
    window.location.assign(authorizeUrl(provider, settings, remember()));
  };

  const button = (provider: SocialType) => {
    const settings = providers.data?.[provider];
    const unavailable = !settings;
    return (
      <Button
        key={provider}
        className={`${classes.button} ${classes[provider]}`}
        leftSection={provider === 'google' ? <GoogleLogo /> : <FacebookLogo />}
        onClick={() => start(provider)}
        disabled={
          unavailable || (pending !== null && pending !== provider) || (leaving !== null && leaving !== provider)
        }
        loading={pending === provider || leaving === provider}
        aria-describedby={unavailable && hint ? hintId : undefined}
        miw={200}
      >
        {t(provider === 'google' ? 'auth.login.google' : 'auth.login.facebook')}
      </Button>
    );
  };

  return (
    <Stack gap="xs">
      <Group grow gap="sm" wrap="wrap" preventGrowOverflow={false}>
        {button('google')}
        {button('facebook')}
      </Group>
      {hint ? (
        <Text id={hintId} size="xs" c="dimmed" ta="center">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

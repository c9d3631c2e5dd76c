import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { paths } from '../../config/paths.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';

type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  /** Set after a successful request (spec §4); closing the modal resets it. */
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const send = useApiMutation({
    title: t('actions.forgotPassword'),
    // The link-sent modal shows the server's message instead of a toast.
    announceSuccess: false,
    mutationFn: (body: ForgotPasswordInput) => authApi.forgotPassword(body),
    onSuccess: ({ message }) => setSentMessage(message || t('api.forgotPasswordSent', { ns: 'shared' })),
  });

  return (
    <AuthShell title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate>
        <Stack gap="md">
          <EmailField control={form.control} name="email" required />
          <Button type="submit" fullWidth loading={send.isPending}>
            {t('auth.forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to={paths.login} size="sm">
              <Group component="span" gap={6} wrap="nowrap">
                <IconArrowLeft size={16} aria-hidden />
                {t('auth.forgot.back')}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </form>

      <Modal opened={sentMessage !== null} onClose={() => setSentMessage(null)} title={t('auth.forgot.sentTitle')}>
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconMailCheck size={30} />
          </ThemeIcon>
          <Text>{sentMessage}</Text>
          <Button fullWidth onClick={() => setSentMessage(null)}>
            {t('common.ok')}
          </Button>
        </Stack>
      </Modal>
    </AuthShell>
  );
}

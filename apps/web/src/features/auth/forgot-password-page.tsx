import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@noite/shared';
import { useFieldErrorText, withoutSpaces } from '../../lib/form-errors.ts';
import { authApi } from './api.ts';
import { AuthShell } from './auth-shell.tsx';

type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  /** Set after a successful request (spec §4); closing the modal resets it. */
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const form = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const send = useMutation({
    mutationFn: (email: string) => authApi.forgotPassword(email),
    onSuccess: ({ message }) => setSentMessage(message || t('shared:api.forgotPasswordSent')),
  });

  return (
    <AuthShell title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={form.handleSubmit((values) => send.mutate(values.email))} noValidate>
        <Stack gap="md">
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
          <Button type="submit" fullWidth loading={send.isPending}>
            {t('auth.forgot.submit')}
          </Button>
          <Group justify="center">
            <Anchor component={Link} to="/login" size="sm">
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

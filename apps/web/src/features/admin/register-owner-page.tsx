import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, ownerSignUpSchema, type OwnerSignUpInput } from '@noite/shared';
import { EmailField } from '../../components/form/email-field.tsx';
import { CpfField } from '../../components/form/masked-field.tsx';
import { PasswordField } from '../../components/form/password-field.tsx';
import { PhoneField } from '../../components/form/phone-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { AdminShell } from './admin-shell.tsx';
import { adminApi } from './api.ts';
import { ADMIN_NS } from './i18n.ts';
import type { RegisterVenueState } from './navigation-state.ts';

type OwnerSignUpOutput = z.output<typeof ownerSignUpSchema>;

const EMPTY: OwnerSignUpInput = {
  name: '',
  cpf: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  email: '',
  password: '',
  deviceType: 'web',
};

/**
 * /registernewuser (spec §2, §5 "Admin owner form"): the owner's account. On 201 the admin goes on to
 * /registerestabeshiment with the created owner and the password's length.
 */
export function RegisterOwnerPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<OwnerSignUpInput, unknown, OwnerSignUpOutput>({
    resolver: zodResolver(ownerSignUpSchema),
    defaultValues: EMPTY,
  });

  // A 409 (e-mail or CPF taken) or a 400 shows under its field when the answer names it, and in the toast.
  const signUp = useApiMutation({
    title: t('actions.registerOwner'),
    mutationFn: (body: OwnerSignUpOutput) => adminApi.ownerSignUp(body),
    onSuccess: ({ data }, body) => {
      const state: RegisterVenueState = { owner: data, passLen: body.password.length };
      void navigate(paths.registerEstablishment, { state });
    },
    onError: (error) => applyServerFieldErrors(error, form),
  });

  return (
    <AdminShell title={t('registerOwner.title')} subtitle={t('registerOwner.subtitle')} size="sm">
      <Stack gap="md">
        <Anchor component={Link} to={paths.administrator} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('registerOwner.back')}
          </Group>
        </Anchor>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          <form onSubmit={form.handleSubmit((values) => signUp.mutate(values))} noValidate>
            <Stack gap="md">
              <TextField
                control={form.control}
                name="name"
                label={tApp('fields.name')}
                autoComplete="off"
                counter={30}
                required
              />
              <CpfField control={form.control} name="cpf" required />
              <PhoneField control={form.control} name="phone" countryCodeName="countryCode" required />
              <EmailField control={form.control} name="email" autoComplete="off" required />
              <PasswordField
                control={form.control}
                name="password"
                label={tApp('fields.password')}
                description={tApp('fields.passwordHint')}
                autoComplete="new-password"
                required
              />
              <Button type="submit" fullWidth loading={signUp.isPending} mt="xs">
                {t('registerOwner.submit')}
              </Button>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </AdminShell>
  );
}

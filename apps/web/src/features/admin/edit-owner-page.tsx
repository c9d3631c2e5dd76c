import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Grid, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { IconArrowLeft, IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  DEFAULT_COUNTRY_CODE,
  editOwnerFormSchema,
  formatCpf,
  PLANS,
  type EditOwnerFormInput,
  type OwnerDetail,
} from '@noite/shared';
import { EmptyState } from '../../components/empty-state.tsx';
import { EmailField } from '../../components/form/email-field.tsx';
import { CpfField } from '../../components/form/masked-field.tsx';
import { digitsOnly } from '../../components/form/masks.ts';
import { PasswordField } from '../../components/form/password-field.tsx';
import { PhoneField } from '../../components/form/phone-field.tsx';
import { applyServerFieldErrors } from '../../components/form/server-field-errors.ts';
import { TextField } from '../../components/form/text-field.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { AdminShell } from './admin-shell.tsx';
import { useAdminMutation } from './admin-mutation.ts';
import { adminApi, adminKeys } from './api.ts';
import { formatShortDate, passwordPlaceholder } from './format.ts';
import { ADMIN_NS } from './i18n.ts';
import { readEditOwnerState, type RegisterVenueState } from './navigation-state.ts';

type EditOwnerFormOutput = z.output<typeof editOwnerFormSchema>;

function formValuesOf({ owner, establishments }: OwnerDetail): EditOwnerFormInput {
  return {
    name: owner.name ?? '',
    cpf: owner.cpf ? formatCpf(owner.cpf) : '',
    countryCode: owner.countryCode || DEFAULT_COUNTRY_CODE,
    phone: digitsOnly(owner.phone ?? ''),
    email: owner.email ?? '',
    password: '',
    establishments: establishments.map(({ _id, isActive, plan }) => ({ _id, isActive, plan })),
  };
}

/** /estabelishment (spec §2): needs the owner's id in the navigation state, else back to the owners. */
export function EditOwnerPage() {
  const location = useLocation();
  const state = readEditOwnerState(location.state);
  if (!state) return <Navigate to={paths.administrator} replace />;
  return <EditOwner ownerId={state.ownerId} />;
}

function EditOwner({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  // Spec §8: a failed detail fetch is announced as "Error" (the query cache) and returns to /administrator.
  const detail = useQuery({
    queryKey: adminKeys.ownerDetail(ownerId),
    queryFn: ({ signal }) => adminApi.ownerDetail(ownerId, signal),
    meta: { title: t('error') },
    staleTime: 0,
  });
  useEffect(() => {
    if (detail.isError) void navigate(paths.administrator, { replace: true });
  }, [detail.isError, navigate]);

  return (
    <AdminShell title={t('editOwner.title')} subtitle={t('editOwner.subtitle')} size="lg">
      <Stack gap="md">
        <Anchor component={Link} to={paths.administrator} size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('editOwner.back')}
          </Group>
        </Anchor>
        {detail.data ? <EditOwnerForm detail={detail.data} /> : <PageLoader />}
      </Stack>
    </AdminShell>
  );
}

function EditOwnerForm({ detail }: { detail: OwnerDetail }) {
  const { t } = useTranslation(ADMIN_NS);
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { owner, establishments } = detail;
  const form = useForm<EditOwnerFormInput, unknown, EditOwnerFormOutput>({
    resolver: zodResolver(editOwnerFormSchema),
    defaultValues: formValuesOf(detail),
  });

  const save = useAdminMutation({
    title: t('actions.editOwner'),
    mutationFn: (values: EditOwnerFormOutput) =>
      adminApi.editOwner({ userId: owner._id, ...values, password: values.password || undefined }),
    onSuccess: ({ data }) => {
      if (data) queryClient.setQueryData(adminKeys.ownerDetail(owner._id), data);
      void queryClient.invalidateQueries({ queryKey: adminKeys.owners() });
      void navigate(paths.administrator);
    },
    onError: (error) => applyServerFieldErrors(error, form),
  });

  const addVenue = () => {
    const state: RegisterVenueState = { owner, passLen: owner.passLen ?? 0, adding: true };
    void navigate(paths.registerEstablishment, { state });
  };
  const none = tApp('common.notAvailable');

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('editOwner.ownerSection')}
            </Title>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextField
                  control={form.control}
                  name="name"
                  label={tApp('fields.name')}
                  counter={30}
                  autoComplete="off"
                  required
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <CpfField control={form.control} name="cpf" required />
              </Grid.Col>
              <Grid.Col span={12}>
                <EmailField control={form.control} name="email" autoComplete="off" required />
              </Grid.Col>
              <Grid.Col span={12}>
                <PhoneField control={form.control} name="phone" countryCodeName="countryCode" required />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput
                  label={t('editOwner.createdAt')}
                  value={formatShortDate(owner.createdAt) ?? none}
                  readOnly
                  variant="filled"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 3 }}>
                <TextInput
                  label={t('editOwner.lastAccess')}
                  value={formatShortDate(owner.lastAccess) ?? none}
                  readOnly
                  variant="filled"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <PasswordField
                  control={form.control}
                  name="password"
                  label={t('editOwner.password')}
                  description={t('editOwner.passwordHint')}
                  // Under the input, so it lines up with the dates' inputs beside it.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  placeholder={passwordPlaceholder(owner.passLen)}
                  autoComplete="new-password"
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" component="section">
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title order={2} size="h4">
                {t('editOwner.venues')}
              </Title>
              <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={addVenue}>
                {t('editOwner.addVenue')}
              </Button>
            </Group>
            {establishments.length === 0 ? (
              <EmptyState icon={IconBuildingStore}>{t('editOwner.noVenues')}</EmptyState>
            ) : (
              <Stack gap="sm">
                {establishments.map((venue, index) => (
                  <Paper key={venue._id} withBorder radius="md" p="md" role="group" aria-label={venue.name}>
                    <Group justify="space-between" align="center" gap="md">
                      <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                        <Text fw={600} lineClamp={1}>
                          {venue.name}
                        </Text>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {venue.address}
                        </Text>
                      </Stack>
                      <Group gap="md" wrap="nowrap" align="center">
                        <Controller
                          control={form.control}
                          name={`establishments.${index}.isActive`}
                          render={({ field }) => (
                            <Switch
                              ref={field.ref}
                              name={field.name}
                              checked={field.value}
                              onChange={(event) => field.onChange(event.currentTarget.checked)}
                              onBlur={field.onBlur}
                              label={t('editOwner.active')}
                              aria-label={t('editOwner.activeLabel', { name: venue.name })}
                            />
                          )}
                        />
                        <Controller
                          control={form.control}
                          name={`establishments.${index}.plan`}
                          render={({ field }) => (
                            <Select
                              ref={field.ref}
                              name={field.name}
                              value={field.value}
                              onChange={(plan) => {
                                if (plan) field.onChange(plan);
                              }}
                              onBlur={field.onBlur}
                              data={PLANS.map((plan) => ({ value: plan, label: t(`plans.${plan}`) }))}
                              aria-label={t('editOwner.planOf', { name: venue.name })}
                              allowDeselect={false}
                              w={140}
                              comboboxProps={{ withinPortal: true }}
                            />
                          )}
                        />
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>

        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('editOwner.save')}
        </Button>
      </Stack>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Language } from '@noite/shared';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { i18n, initI18n } from '../lib/i18n.ts';

interface HarnessOptions<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** Validates on submit (and then on change), as the screens' forms do. */
  schema?: z.ZodType<FieldValues, T>;
  fields: (form: UseFormReturn<T, unknown, FieldValues>) => ReactNode;
  language?: Language;
}

/**
 * Renders kit fields in a bare form with the app's providers (theme, i18n in `language`) and a "Submit"
 * button; `form` is the react-hook-form instance, to read values and set errors as a screen would.
 */
export function renderForm<T extends FieldValues>({
  defaultValues,
  schema,
  fields,
  language = 'pt',
}: HarnessOptions<T>) {
  initI18n(language);
  const handle: { form?: UseFormReturn<T, unknown, FieldValues> } = {};
  function Harness() {
    const form = useForm<T, unknown, FieldValues>({
      defaultValues,
      resolver: schema ? zodResolver(schema) : undefined,
    });
    handle.form = form;
    return (
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        {fields(form)}
        <button type="submit">Submit</button>
      </form>
    );
  }
  const view = render(
    <Providers env="test" queryClient={createQueryClient()}>
      <Harness />
    </Providers>,
  );
  return {
    ...view,
    user: userEvent.setup({ delay: null }),
    t: i18n.getFixedT(language),
    form: () => handle.form!,
  };
}

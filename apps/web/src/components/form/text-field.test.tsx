import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { personNameField, translate } from '@noite/shared';
import { EmailField } from './email-field.tsx';
import { renderForm } from '../../test/form-harness.tsx';
import { TextAreaField, TextField } from './text-field.tsx';

interface Event {
  eventName: string;
  about: string;
}

function renderCounted(language: 'pt' | 'en') {
  return renderForm<Event>({
    language,
    defaultValues: { eventName: 'Sa', about: '' },
    fields: ({ control }) => (
      <>
        <TextField control={control} name="eventName" label="Event name" counter={15} />
        <TextAreaField control={control} name="about" label="About" description="Tell visitors" counter={1000} />
      </>
    ),
  });
}

describe('TextField and TextAreaField counters', () => {
  it('count as the person types and stop at the limit (en)', async () => {
    const { user } = renderCounted('en');
    const name = screen.getByLabelText('Event name');
    expect(screen.getByText('2/15')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxlength', '15');

    await user.type(name, 'mba night');
    expect(screen.getByText('11/15')).toBeInTheDocument();
    await user.type(name, ' and more text');
    expect(name).toHaveValue('Samba night and');
    expect(screen.getByText('15/15')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('15 of 15 characters');

    const about = screen.getByLabelText('About');
    await user.type(about, 'Live{Enter}jazz');
    expect(screen.getByText('9/1000')).toBeInTheDocument();
    expect(about).toHaveAccessibleDescription(/Tell visitors.*9 of 1000 characters/);
  });

  it('read the counter in pt', () => {
    renderCounted('pt');
    expect(screen.getByLabelText('Event name')).toHaveAccessibleDescription(/2 de 15 caracteres/);
  });
});

describe('field errors', () => {
  const schema = z.object({ name: personNameField, email: z.string() });
  type Person = z.input<typeof schema>;

  it.each([
    ['pt', 'Nome'],
    ['en', 'Name'],
  ] as const)('translate the shared schema message and tie it to the field (%s)', async (language, label) => {
    const { user } = renderForm<Person>({
      language,
      schema,
      defaultValues: { name: 'Jo', email: '' },
      fields: ({ control }) => <TextField control={control} name="name" label={label} required />,
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = translate(language, 'validation.nameMin');
    expect(await screen.findByText(message)).toBeInTheDocument();
    const name = screen.getByLabelText(new RegExp(`^${label}`));
    expect(name).toHaveAccessibleDescription(message);
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('EmailField removes spaces as they are typed and is labelled in both languages', async () => {
    const { user, form, unmount } = renderForm<Person>({
      language: 'en',
      defaultValues: { name: '', email: '' },
      fields: ({ control }) => <EmailField control={control} name="email" />,
    });
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('placeholder', 'you@example.com');
    await user.type(email, ' ana @example.com ');
    expect(form().getValues('email')).toBe('ana@example.com');
    unmount();

    renderForm<Person>({
      language: 'pt',
      defaultValues: { name: '', email: '' },
      fields: ({ control }) => <EmailField control={control} name="email" />,
    });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('placeholder', 'voce@exemplo.com');
  });
});

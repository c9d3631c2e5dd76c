import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { callsTo, mockVenueApi, testVenue } from '../test-venue.ts';

beforeAll(() => {
  // Mantine's autosize textarea listens for web fonts loading; jsdom has no document.fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

const openAbout = (type: 'user' | 'owner') =>
  renderApp('/establishment-detail?id=v1&tab=about', { language: 'en', session: { type } });

describe('about tab: the owner edits about and contacts', () => {
  it('gives visitors no edit button', async () => {
    mockVenueApi();
    openAbout('user');
    expect(await screen.findByText('Bar com música ao vivo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit about' })).not.toBeInTheDocument();
  });

  it('checks with the shared rules, keeps what was typed on a refused save, and shows the saved text at once', async () => {
    const user = userEvent.setup();
    const saved = {
      ...testVenue().about,
      text: 'Novo texto do bar.',
      phone2: null,
      isPhone2: false,
    };
    const fetch = mockVenueApi(testVenue(), (path) => {
      if (path !== '/establishment/edit-about') return undefined;
      // The first save is refused by the server, the second one accepted.
      return callsTo(fetch, '/establishment/edit-about').length === 1
        ? {
            status: 400,
            message: 'Some fields are invalid.',
            data: { errors: [{ field: 'instagram', message: 'Server says no.' }] },
          }
        : { message: 'About and contacts updated successfully.', data: saved };
    });
    openAbout('owner');
    await user.click(await screen.findByRole('button', { name: 'Edit about' }));
    const form = screen.getByRole('region', { name: 'Edit about and contacts' });
    const text = within(form).getByRole('textbox', { name: /About the establishment/ });
    expect(text).toHaveValue('Bar com música ao vivo.');

    await user.clear(text);
    await user.type(text, ' x');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must not start with a space or a line break.')).toBeInTheDocument();
    expect(callsTo(fetch, '/establishment/edit-about')).toEqual([]);

    await user.clear(text);
    await user.type(text, 'Novo texto do bar.');
    await user.clear(within(form).getByRole('textbox', { name: /Second phone/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Server says no.')).toBeInTheDocument();
    expect(text).toHaveValue('Novo texto do bar.');
    expect(callsTo(fetch, '/establishment/edit-about')[0]).toEqual({
      establishmentId: 'v1',
      text: 'Novo texto do bar.',
      phone1: '11987654321',
      phone2: null,
      isPhone1: true,
      isPhone2: false,
      instagram: 'https://instagram.com/barlua',
      facebook: null,
    });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(screen.getByText('Novo texto do bar.')).toBeInTheDocument();
    expect(callsTo(fetch, '/establishment/details')).toHaveLength(1);
  });
});

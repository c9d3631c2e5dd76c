import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { callsTo, mockVenueApi, testEvent, testVenue } from '../test-venue.ts';

afterEach(() => vi.restoreAllMocks());

const open = (language: 'pt' | 'en' = 'pt', type: 'user' | 'owner' = 'user') =>
  renderApp('/establishment-detail?id=v1', { language, session: { type } });

/** The slide of one day, by its accessible name (weekday, DD/MM/YYYY). */
const day = async (name: string) => screen.findByRole('group', { name });

describe('the week of events (detail tab)', () => {
  it('shows the 7 days from today, two in view, with named previous and next arrows', async () => {
    mockVenueApi();
    open('pt');
    const week = await screen.findByRole('region', { name: 'Nesta semana' });
    expect(within(week).getAllByRole('group', { name: /\d{2}\/\d{2}\/2099$/ })).toHaveLength(7);
    expect(within(week).getByRole('button', { name: 'Dias anteriores' })).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Próximos dias' })).toBeInTheDocument();
    expect(within(week).getByRole('status')).toHaveTextContent('Dias 1 a 2 de 7');
  });

  it("shows a card's weekday, date, style, tags, name, times in the venue's zone, description and paid entry", async () => {
    mockVenueApi();
    open('pt');
    const friday = await day('Sexta-feira, 06/03/2099');
    expect(within(friday).getByRole('heading', { level: 3 })).toHaveTextContent('Sexta-feira, Hoje 06/03/2099');
    expect(within(friday).getByText('Rock')).toBeInTheDocument();
    expect(within(friday).getByText('Música ao vivo')).toBeInTheDocument();
    expect(within(friday).queryByText('Entrada grátis')).not.toBeInTheDocument();
    expect(within(friday).getByText('Sexta Rock')).toBeInTheDocument();
    // 02:00Z and 07:00Z are 22:00 and 03:00 in Manaus.
    expect(within(friday).getByText('22:00 às 03:00')).toBeInTheDocument();
    expect(within(friday).getByText('Bandas de rock ao vivo a noite toda.')).toBeInTheDocument();
    expect(within(friday).getByText(/^Entrada:/).parentElement).toHaveTextContent('Entrada: R$ 25,00');
  });

  it('shows a free event with the free-entry tag, no price and N/A for a missing description (en)', async () => {
    mockVenueApi();
    open('en');
    const saturday = await day('Saturday, 07/03/2099');
    expect(within(saturday).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(saturday).getByText('Free entry')).toBeInTheDocument();
    expect(within(saturday).queryByText('Live music')).not.toBeInTheDocument();
    expect(within(saturday).queryByText(/^Entry/)).not.toBeInTheDocument();
    expect(within(saturday).queryByText(/R\$/)).not.toBeInTheDocument();
    expect(within(saturday).getByText('N/A')).toBeInTheDocument();
    expect(within(saturday).getByText('15:00 to 21:00')).toBeInTheDocument();
  });

  it("names the music style and writes the owner's entry in the interface language (en)", async () => {
    const venue = testVenue();
    const friday = venue.events[0]?.event;
    if (friday) Object.assign(friday, { musicStyle: 'Eletrônica', entry: 'Lista 30 Porta 50' });
    mockVenueApi(venue);
    open('en');
    const card = await day('Friday, 06/03/2099');
    expect(within(card).getByText('Electronic')).toBeInTheDocument();
    expect(within(card).queryByText('Eletrônica')).not.toBeInTheDocument();
    const entry = within(card).getByText(/^Entry:/).parentElement;
    expect(entry?.textContent).toBe('Entry: Lista R$\u00a030 · Porta R$\u00a050');
  });

  it('shows 00,00 for a paid event without an entry text', async () => {
    mockVenueApi();
    open('pt');
    const monday = await day('Segunda-feira, 09/03/2099');
    expect(within(monday).getByText(/^Entrada:/).parentElement).toHaveTextContent('Entrada: R$ 00,00');
    expect(within(monday).getByText('20:00 às 23:30')).toBeInTheDocument();
  });

  it('shows the day and the no-event message for a day without event', async () => {
    mockVenueApi();
    open('pt');
    const sunday = await day('Domingo, 08/03/2099');
    expect(within(sunday).getByRole('heading', { level: 3 })).toHaveTextContent('Domingo, 08/03/2099');
    expect(within(sunday).getByText('Nenhum evento encontrado')).toBeInTheDocument();
    expect(within(sunday).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the more-info modal with the whole event', async () => {
    mockVenueApi();
    const { user } = open('pt');
    const friday = await day('Sexta-feira, 06/03/2099');
    await user.click(within(friday).getByRole('button', { name: /^Mais informações/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sexta Rock' });
    expect(dialog).toHaveTextContent('Sexta-feira, 06/03/2099');
    expect(dialog).toHaveTextContent('22:00 às 03:00');
    expect(dialog).toHaveTextContent('Rock');
    expect(dialog).toHaveTextContent('R$ 25');
    expect(dialog).toHaveTextContent('Bandas de rock ao vivo a noite toda.');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('name lists', () => {
  it('adds the name after the confirm dialog and updates the card; cancel makes no call', async () => {
    const fetch = mockVenueApi();
    const { user } = open('pt');
    const friday = await day('Sexta-feira, 06/03/2099');
    const add = within(friday).getByRole('button', { name: /^Adicionar nome/ });

    await user.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Adicionar seu nome' });
    expect(dialog).toHaveTextContent('Adicionar seu nome à lista de Sexta Rock (Sexta-feira, 06/03/2099)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, '/user/event-join-request')).toEqual([]);

    await user.click(add);
    dialog = await screen.findByRole('dialog', { name: 'Adicionar seu nome' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar nome' }));
    expect(await within(friday).findByRole('button', { name: /^Nome adicionado com sucesso/ })).toBeInTheDocument();
    expect(callsTo(fetch, '/user/event-join-request')).toEqual([{ eventId: 'e1', join: true }]);
    expect(await screen.findByText('Your name was added to the list.')).toBeInTheDocument();
    // The cached details changed: no new details request was needed.
    expect(callsTo(fetch, '/establishment/details')).toHaveLength(1);
  });

  it('removes the name through the name-added control and its confirm dialog (en)', async () => {
    const fetch = mockVenueApi();
    const { user } = open('en');
    const monday = await day('Monday, 09/03/2099');
    await user.click(within(monday).getByRole('button', { name: /^Name added successfully/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your name' });
    expect(dialog).toHaveTextContent('Remove your name from the list of Noite Jazz (Monday, 09/03/2099)?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove name' }));
    expect(await within(monday).findByRole('button', { name: /^Add name/ })).toBeInTheDocument();
    expect(callsTo(fetch, '/user/event-join-request')).toEqual([{ eventId: 'e3', join: false }]);
  });

  it('tells a visitor the venue confirmed them, on the card and in more info, and only them (pt, en)', async () => {
    const venue = testVenue();
    const monday = venue.events[3]!.event!;
    venue.events[3] = { ...venue.events[3]!, event: { ...monday, isAccepted: true } };
    mockVenueApi(venue);
    const { user, unmount } = open('pt');
    const card = await day('Segunda-feira, 09/03/2099');
    expect(within(card).getByText('Você está na lista · presença confirmada')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Nome adicionado com sucesso/ })).toBeInTheDocument();
    // Friday: on no list; nothing confirmed.
    expect(within(await day('Sexta-feira, 06/03/2099')).queryByText(/presença confirmada/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Mais informações/ }));
    expect(await screen.findByRole('dialog', { name: 'Noite Jazz' })).toHaveTextContent(
      'Lista de nomesVocê está na lista · presença confirmada',
    );
    unmount();

    open('en');
    expect(
      within(await day('Monday, 09/03/2099')).getByText("You're on the list · attendance confirmed"),
    ).toBeVisible();
  });

  it('drops the confirmation from the card when the visitor leaves the list', async () => {
    const venue = testVenue();
    venue.events[3] = { ...venue.events[3]!, event: { ...venue.events[3]!.event!, isAccepted: true } };
    mockVenueApi(venue);
    const { user } = open('en');
    const monday = await day('Monday, 09/03/2099');
    await user.click(within(monday).getByRole('button', { name: /^Name added successfully/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove name' }));
    expect(await within(monday).findByRole('button', { name: /^Add name/ })).toBeInTheDocument();
    expect(within(monday).queryByText(/attendance confirmed/)).not.toBeInTheDocument();
  });

  it('shows the server message and reloads the week when the list is closed', async () => {
    const fetch = mockVenueApi(testVenue(), (path) =>
      path === '/user/event-join-request' ? { status: 400, message: 'This event has no name list open.' } : undefined,
    );
    const { user } = open('en');
    const friday = await day('Friday, 06/03/2099');
    await user.click(within(friday).getByRole('button', { name: /^Add name/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add name' }));
    expect(await screen.findByText('This event has no name list open.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, '/establishment/details')).toHaveLength(2));
    expect(within(friday).getByRole('button', { name: /^Add name/ })).toBeInTheDocument();
  });

  it('offers no name-list control on events without a list, nor on ended events', async () => {
    const venue = testVenue();
    venue.events[4] = {
      date: '2099-03-10',
      event: testEvent({
        _id: 'old',
        eventDate: '2099-03-10',
        eventName: 'Já Foi',
        eventWithList: true,
        endTime: '2000-01-01T00:00:00.000Z',
      }),
    };
    mockVenueApi(venue);
    open('pt');
    const saturday = await day('Sábado, 07/03/2099');
    expect(within(saturday).queryByRole('button', { name: /nome/i })).not.toBeInTheDocument();
    const tuesday = await day('Terça-feira, 10/03/2099');
    expect(within(tuesday).queryByRole('button', { name: /nome/i })).not.toBeInTheDocument();
    expect(within(tuesday).getByText('Este evento já terminou')).toBeInTheDocument();
  });

  it('gives owners no name-list controls (they cannot join lists)', async () => {
    mockVenueApi();
    open('pt', 'owner');
    const friday = await day('Sexta-feira, 06/03/2099');
    expect(within(friday).getByRole('button', { name: /^Mais informações/ })).toBeInTheDocument();
    expect(within(friday).queryByRole('button', { name: /^Adicionar nome/ })).not.toBeInTheDocument();
  });
});

describe("the owner's day cards", () => {
  it('link each day with a name list to its door list, labelled with the day and reachable by keyboard', async () => {
    mockVenueApi(testVenue({ owner: 'o1' }));
    const { user, router } = open('pt', 'owner');
    const friday = await day('Sexta-feira, 06/03/2099');
    const link = within(friday).getByRole('link', { name: 'Lista de nomes de 06/03' });
    expect(link).toHaveTextContent('Lista de nomes');
    expect(link).toHaveAttribute('href', '/list?id=v1&day=2099-03-06');
    expect(
      within(await day('Segunda-feira, 09/03/2099')).getByRole('link', { name: 'Lista de nomes de 09/03' }),
    ).toBeInTheDocument();
    // Saturday's event has no list; Sunday has no event.
    expect(within(await day('Sábado, 07/03/2099')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(await day('Domingo, 08/03/2099')).queryByRole('link')).not.toBeInTheDocument();

    // Keyboard: from the day's edit button, Tab reaches the link; Enter opens /list for that day.
    within(friday)
      .getByRole('button', { name: /^Editar evento/ })
      .focus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/list'));
    expect(router.state.location.search).toBe('?id=v1&day=2099-03-06');
  });

  it('name the link in English, and give visitors none', async () => {
    mockVenueApi(testVenue({ owner: 'o1' }));
    const { unmount } = open('en', 'owner');
    expect(within(await day('Friday, 06/03/2099')).getByRole('link', { name: 'Name list of 06/03' })).toHaveTextContent(
      'Name list',
    );
    unmount();
    mockVenueApi();
    open('pt');
    expect(within(await day('Sexta-feira, 06/03/2099')).queryByRole('link')).not.toBeInTheDocument();
  });
});

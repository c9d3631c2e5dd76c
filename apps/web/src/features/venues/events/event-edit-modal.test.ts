import { describe, expect, it } from 'vitest';
import { testEvent } from '../test-venue.ts';
import { formValuesOf } from './event-edit-modal.tsx';

describe('the event form’s first values', () => {
  it('start a new event with the description kept for its weekday (decision 039), or empty', () => {
    expect(
      formValuesOf(
        { date: '2099-03-08', event: null, keptDescription: 'Roda de samba todo domingo.' },
        'America/Manaus',
      ),
    ).toMatchObject({ eventName: '', description: 'Roda de samba todo domingo.', keepDescription: false });
    expect(formValuesOf({ date: '2099-03-08', event: null, keptDescription: null }, 'America/Manaus').description).toBe(
      '',
    );
    expect(formValuesOf({ date: '2099-03-08', event: null }, 'America/Manaus').description).toBe('');
  });

  it('show an existing event’s own description, never the kept one', () => {
    const event = testEvent({ _id: 'e9', eventDate: '2099-03-08', description: null });
    expect(formValuesOf({ date: '2099-03-08', event, keptDescription: 'Outra' }, 'America/Manaus')).toMatchObject({
      eventName: 'Evento',
      description: '',
    });
  });
});

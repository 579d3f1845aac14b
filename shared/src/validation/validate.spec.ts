import { z } from 'zod';
import { eventSchema } from '../schemas/event';
import { userSchema } from '../schemas/user';
import { validate } from './validate';

describe('validate', () => {
  it('tells a missing value from a value of the wrong type', () => {
    const schema = z.object({ name: z.string(), age: z.number() });
    const missing = validate(schema, {}, 'it');
    const wrong = validate(schema, { name: 5, age: 'x' }, 'en');
    expect(missing).toEqual({ ok: false, errors: { name: ['Campo obbligatorio'], age: ['Campo obbligatorio'] } });
    expect(wrong).toEqual({ ok: false, errors: { name: ['Invalid value'], age: ['Invalid value'] } });
  });

  it('renders the custom rules of the shared schemas in both languages', () => {
    const event = {
      name: 'X',
      sku: 'ABCDEF',
      address: 'a',
      zip_code: '1',
      city: 'c',
      country: 'IT',
      start_at: '2027-02-02',
      end_at: '2027-02-01',
    };
    expect(validate(eventSchema, event, 'it')).toEqual({
      ok: false,
      errors: { sku: ['Al massimo 5 caratteri'], end_at: ['La data di fine deve essere uguale o successiva alla data di inizio'] },
    });
    const user = validate(userSchema, { name: 'A', email: 'a@b.it', password: 'long-enough-1', password_confirmation: 'other' }, 'en');
    expect(user).toEqual({ ok: false, errors: { password_confirmation: ['The confirmation does not match the password'] } });
  });

  it('gives the parsed data when valid, with unknown fields dropped', () => {
    const result = validate(userSchema, { id: 9, name: ' Ann ', email: 'ANN@EXAMPLE.COM', created_at: 'x' }, 'it');
    expect(result).toEqual({ ok: true, data: { name: 'Ann', email: 'ann@example.com', password: null } });
  });
});

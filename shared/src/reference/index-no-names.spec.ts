// The package index (and so the attendee schema) must not load the country names: browser bundles
// of pages that only validate codes stay without them. Loading the library would throw here.
import * as shared from '../index';

jest.mock('i18n-iso-countries', () => {
  throw new Error('i18n-iso-countries was loaded through the package index');
});

it('the package index does not load i18n-iso-countries', () => {
  expect(shared.isCountryCode('IT')).toBe(true);
  expect(shared.validate(shared.attendeeSchema, { country: 'it' }, 'it')).toMatchObject({ ok: true, data: { country: 'IT' } });
});

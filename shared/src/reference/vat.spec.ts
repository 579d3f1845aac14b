import { isValidVatNumber, normalizeVatNumber, parseVatNumber } from './vat';

describe('VAT numbers', () => {
  it.each([
    ['00159560366', '00159560366'],
    ['12345678903', '12345678903'],
    ['IT12345678903', '12345678903'],
    ['it 123 456 789 03', '12345678903'],
    ['IT-00743110157', '00743110157'],
  ])('accepts the partita IVA %s as %s', (input, stored) => {
    expect(parseVatNumber(input)).toBe(stored);
    expect(isValidVatNumber(input)).toBe(true);
  });

  it.each(['12345678900', 'IT12345678900', '00159560367', '00000000000', 'IT00000000000', '1234567890', 'IT1234567890', '123456789031'])(
    'refuses the partita IVA %s (check digit or length)',
    (input) => {
      expect(parseVatNumber(input)).toBeNull();
    },
  );

  it.each([
    ['DE123456789', 'DE123456789'],
    ['de 123 456 789', 'DE123456789'],
    ['FRXX999999999', 'FRXX999999999'],
    ['EL123456789', 'EL123456789'],
    ['ATU12345678', 'ATU12345678'],
    ['NL123456789B01', 'NL123456789B01'],
    ['ESX1234567X', 'ESX1234567X'],
    ['XI123456789', 'XI123456789'],
  ])('accepts the EU VAT number %s as %s', (input, stored) => {
    expect(parseVatNumber(input)).toBe(stored);
  });

  it.each(['US123456789', 'GR123456789', 'ZZ123', 'DE1', 'DE1234567890123', 'DE12_3456', 'ITABCDEFGHIJK', 'VAT', ''])(
    'refuses %s',
    (input) => {
      expect(parseVatNumber(input)).toBeNull();
      expect(isValidVatNumber(input)).toBe(false);
    },
  );

  it('normalises case, spaces, dots and dashes', () => {
    expect(normalizeVatNumber(' it 123.456-789 03 ')).toBe('IT12345678903');
  });
});

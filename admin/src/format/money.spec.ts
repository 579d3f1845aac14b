import { parseLocalDateTime } from './dates';
import { euros, percent } from './money';

describe('money and VAT inputs (cents and basis points in the API)', () => {
  it('shows cents as euros and reads euros back as whole cents', () => {
    expect(euros.format(1999)).toBe('19.99');
    expect(euros.format(0)).toBe('0');
    expect(euros.format(null)).toBe('');
    expect(euros.parse(19.99)).toBe(1999);
    expect(euros.parse(0.1 + 0.2)).toBe(30);
    expect(euros.parse('12,5')).toBe(1250);
    expect(euros.parse('')).toBeNull();
    expect(euros.parse('abc')).toBeNull();
  });

  it('shows basis points as percent and back', () => {
    expect(percent.format(2200)).toBe('22');
    expect(percent.format(550)).toBe('5.5');
    expect(percent.parse(22)).toBe(2200);
    expect(percent.parse(5.5)).toBe(550);
  });

  it('sends a local date-time as UTC, blank as null', () => {
    const local = '2027-05-20T09:30';
    expect(parseLocalDateTime(local)).toBe(new Date(2027, 4, 20, 9, 30).toISOString());
    expect(parseLocalDateTime('')).toBeNull();
    expect(parseLocalDateTime(null)).toBeNull();
    expect(parseLocalDateTime('not a date')).toBeNull();
  });
});

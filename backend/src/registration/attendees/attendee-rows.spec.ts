import { instant } from './attendee-rows';

/** How TypeORM reads its own datetime text on SQLite ('T' between, 'Z' after), then the API writes it. */
const throughDate = (text: string) => new Date(`${text.replace(' ', 'T')}Z`).toISOString();
const sqliteText = (at: Date) => at.toISOString().slice(0, 23).replace('T', ' ');

describe('instant', () => {
  it('writes TypeORM’s SQLite text as the Date it names would be written, without making one', () => {
    const days = [Date.UTC(2024, 1, 29, 23, 59, 59, 999), Date.UTC(2000, 1, 29), Date.UTC(1999, 11, 31, 12, 0, 0, 5), Date.UTC(1970, 0, 1)];
    for (let i = 0; i < 2000; i++) days.push(Date.UTC(1900, 0, 1) + Math.floor(Math.random() * 200 * 365.25 * 86_400_000));
    for (const at of days) expect(instant(sqliteText(new Date(at)))).toBe(new Date(at).toISOString());
  });

  it('writes SQLite’s own text (a column default, no milliseconds) as TypeORM reads it', () => {
    for (const text of ['2026-09-20 16:25:02', '2024-02-29 00:00:00', '1999-12-31 23:59:59']) expect(instant(text)).toBe(throughDate(text));
  });

  it.each(['2026-02-29 10:00:00.000', '1900-02-29 10:00:00.000', '2026-04-31 00:00:00', '2026-13-01 00:00:00.000', '2026-01-01 24:00:00'])(
    'leaves a text naming no real day to Date, as TypeORM does (%s)',
    (text) => {
      const expected = (() => {
        try {
          return throughDate(text);
        } catch (error) {
          return error;
        }
      })();
      if (expected instanceof Error) expect(() => instant(text)).toThrow(expected.constructor as new () => Error);
      else expect(instant(text)).toBe(expected);
    },
  );

  it('reads the other forms as TypeORM does: other texts, Dates (MySQL), null', () => {
    expect(instant('2026-05-01 10:00')).toBe('2026-05-01T10:00:00.000Z');
    expect(instant('2026-05-01')).toBe('2026-05-01T00:00:00.000Z');
    expect(instant(new Date(Date.UTC(2026, 4, 1, 10)))).toBe('2026-05-01T10:00:00.000Z');
    expect(instant(null)).toBeNull();
  });
});

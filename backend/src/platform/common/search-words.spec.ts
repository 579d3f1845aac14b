import { prefixRange, sharedLength, tokenRows } from './search-words';

describe('tokenRows: what each token shares with the one before it', () => {
  const rows = tokenRows(3, [
    { id: 1, values: { first_name: 'Rosa', last_name: 'Rossi', email: 'rossi.rosa@rossetti.it' } },
    { id: 2, values: { last_name: 'Bianchi' } },
  ]);

  it("takes each attendee's tokens in sorted order, the first sharing nothing", () => {
    expect(rows.filter((r) => r.attendeeId === 1).map((r) => [r.token, r.sharedLength])).toEqual([
      ['it', 0],
      ['rosa', 0],
      ['rossetti', 3],
      ['rossi', 4],
    ]);
    expect(rows.filter((r) => r.attendeeId === 2).map((r) => [r.token, r.sharedLength])).toEqual([['bianchi', 0]]);
  });

  it('lets exactly one token of an attendee count for each word that starts some of them', () => {
    for (const word of ['r', 'ro', 'ros', 'rosa', 'ross', 'rosse', 'rossi', 'i', 'it']) {
      const { from, to } = prefixRange(word);
      const first = rows.filter((r) => r.attendeeId === 1 && r.token >= from && r.token < to && r.sharedLength < word.length);
      expect([word, first.length]).toEqual([word, 1]);
    }
  });

  it('measures shared code units', () => {
    expect(sharedLength('', 'rosa')).toBe(0);
    expect(sharedLength('ross', 'rossi')).toBe(4);
    expect(sharedLength('rossi', 'rosa')).toBe(3);
    expect(sharedLength('abc', 'xbc')).toBe(0);
  });
});

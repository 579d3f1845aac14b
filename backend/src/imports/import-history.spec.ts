import { diff } from '../history/history.service';
import { createdChanges } from './import-history';

describe('createdChanges', () => {
  it('lists what diff({}, record) lists, in the same order', () => {
    const records: Record<string, unknown>[] = [
      { uuid: 'a-b', attendee_code: 'ABCD1234', first_name: 'Anna', last_name: null, pending: false, badge_delivered: true, age: 0 },
      { tag_ids: [], email: '', phone: undefined, age: Number.NaN, score: Number.POSITIVE_INFINITY, note: 'null' },
      { tag_ids: [3, 1], nested: { a: 1 }, empty: {}, when: '2025-05-20T09:30:00.000Z', flag: true, zero: 0, negative: -4 },
      {},
    ];
    for (const record of records) {
      const expected = diff({}, record);
      const actual = createdChanges(record);
      expect(actual).toEqual(expected);
      expect(Object.keys(actual)).toEqual(Object.keys(expected));
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    }
  });
});

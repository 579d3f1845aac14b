import type { EntityManager } from 'typeorm';
import * as bulkInsertModule from '../../platform/database/bulk-insert';
import { insertSearchTokens } from './search-tokens';

describe('insertSearchTokens', () => {
  it('writes the tokens of a batch in the order of the primary key (token, then attendee)', async () => {
    const spy = jest.spyOn(bulkInsertModule, 'bulkInsert').mockResolvedValue([]);
    try {
      await insertSearchTokens({} as EntityManager, 7, [
        { id: 2, values: { last_name: 'Rossi', first_name: 'Anna' } },
        { id: 1, values: { last_name: 'Bianchi', first_name: 'Anna' } },
      ]);
      const rows = spy.mock.calls[0]![3] as { eventId: number; token: string; attendeeId: number; fields: number }[];
      expect(rows.map((r) => [r.token, r.attendeeId])).toEqual([
        ['anna', 1],
        ['anna', 2],
        ['bianchi', 1],
        ['rossi', 2],
      ]);
      expect(rows.every((r) => r.eventId === 7)).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});

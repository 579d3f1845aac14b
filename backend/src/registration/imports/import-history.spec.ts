import { randomUUID } from 'node:crypto';
import { historyValues, toFullRecord } from '../attendees/attendee-record';
import { Attendee } from '../attendees/attendee.entity';
import { diff } from '../../platform/history/history.service';
import { createdChangesJson } from './import-history';

const stamp = new Date('2025-05-20T09:30:00.000Z');
const entity = (values: Partial<Attendee>) =>
  Object.assign(new Attendee(), { id: 7, eventId: 3, createdAt: stamp, updatedAt: stamp }, values);

describe('createdChangesJson', () => {
  it('writes what JSON.stringify(diff({}, historyValues(toFullRecord(…)))) writes, field for field', () => {
    const full = entity({});
    // Every column with a value (strings, numbers, switches, dates, zero and false included).
    for (const [i, column] of Object.keys(full).entries()) {
      const current = (full as unknown as Record<string, unknown>)[column];
      if (current === undefined && !['event', 'category', 'company'].includes(column)) {
        (full as unknown as Record<string, unknown>)[column] = `v${i}`;
      }
    }
    Object.assign(full, {
      age: 0,
      pending: false,
      badgeDelivered: true,
      hasDisability: true,
      eventCompanyId: 4,
      eventAttendeeCategoryId: 5,
    });
    Object.assign(full, { registrationDate: stamp, badgeDeliveredAt: new Date('2025-06-01T10:00:00.000Z') });
    const sparse = entity({ uuid: randomUUID(), attendeeCode: 'ABCD1234', lastName: 'Rossi', email: '', age: Number.NaN, pending: false });
    const nothing = entity({ registrationDate: null, badgeDeliveredAt: null });
    for (const attendee of [full, sparse, nothing]) {
      const expected = JSON.stringify(diff({}, historyValues(toFullRecord(attendee, []))));
      expect(createdChangesJson(attendee)).toBe(expected);
    }
    expect(Object.keys(JSON.parse(createdChangesJson(full)) as object).length).toBeGreaterThan(40);
  });
});

import type { DataSource, EntityManager } from 'typeorm';
import { isMysql as isMysqlSource, writeTransaction } from '../../platform/database/write-transaction';

/*
 * The number of attendees of each event, kept in `event_attendee_totals` by every writer that adds
 * or removes attendees, in the same transaction (attendees API, import, seed). The unfiltered list
 * reads its total there instead of counting the event: a COUNT(*) reads every attendee of the event
 * (15–20 ms at 100,000 on MariaDB) for every page shown. The migration fills the table and every
 * start recounts it, so a write made outside the application heals at the next start.
 */

type Db = DataSource | EntityManager;

const isMysql = (db: Db) => isMysqlSource('connection' in db ? db.connection : db);

/** Adds `delta` (negative: removed) to the event's total. Inside the writer's transaction. */
export async function adjustAttendeeTotal(tx: EntityManager, eventId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await tx.query(
    isMysql(tx)
      ? 'INSERT INTO event_attendee_totals (event_id, total) VALUES (?, ?) ON DUPLICATE KEY UPDATE total = total + VALUES(total)'
      : 'INSERT INTO event_attendee_totals (event_id, total) VALUES (?, ?) ON CONFLICT (event_id) DO UPDATE SET total = total + excluded.total',
    [eventId, delta],
  );
}

/** The event's kept total. Parameter: event. */
export const KEPT_TOTAL_SQL = 'SELECT total FROM event_attendee_totals WHERE event_id = ?';

/** The event's number of attendees; counted (and kept) when the event has no row yet. */
export async function attendeeTotal(db: Db, eventId: number): Promise<number> {
  const [row] = (await db.query(KEPT_TOTAL_SQL, [eventId])) as { total: number | string }[];
  if (row) return Number(row.total);
  return recountAttendees(db, eventId);
}

/** Counts the event's attendees again and stores the figure. */
export async function recountAttendees(db: Db, eventId: number): Promise<number> {
  const [row] = (await db.query('SELECT COUNT(*) AS n FROM attendees WHERE event_id = ?', [eventId])) as { n: number | string }[];
  const total = Number(row?.n ?? 0);
  await db.query(
    isMysql(db)
      ? 'INSERT INTO event_attendee_totals (event_id, total) VALUES (?, ?) ON DUPLICATE KEY UPDATE total = VALUES(total)'
      : 'INSERT INTO event_attendee_totals (event_id, total) VALUES (?, ?) ON CONFLICT (event_id) DO UPDATE SET total = excluded.total',
    [eventId, total],
  );
  return total;
}

/** Counts every event's attendees again (at start-up, and by the migration). */
export async function recountAllAttendees(db: DataSource): Promise<void> {
  await writeTransaction(db, async (tx) => {
    await tx.query('DELETE FROM event_attendee_totals');
    await tx.query('INSERT INTO event_attendee_totals (event_id, total) SELECT event_id, COUNT(*) FROM attendees GROUP BY event_id');
  });
}

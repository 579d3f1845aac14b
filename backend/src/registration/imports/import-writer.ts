import { randomUUID } from 'node:crypto';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { newAttendeeCode } from '../attendees/attendee-code';
import { historyValues, toColumns, toFullRecord } from '../attendees/attendee-record';
import { adjustAttendeeTotal } from '../attendees/attendee-totals';
import { Attendee } from '../attendees/attendee.entity';
import { insertSearchTokens, reindexAttendees, searchValuesOf } from '../attendees/search-tokens';
import { touchesSearch } from '../../platform/common/search-words';
import { ActionHistory } from '../../platform/history/action-history.entity';
import { diff } from '../../platform/history/history.service';
import { isMysql, writeTransaction } from '../../platform/database/write-transaction';
import type { Signals } from '../../platform/signals/signals';
import { HOLDERS_MOVED, HOLDERS_RESCOPED } from '../holders/holder-signals';
import { bulkInsert, insertedIds, type InsertedStatement } from '../../platform/database/bulk-insert';
import { createdChangesJson } from './import-history';
import type { ImportScope, PreparedRow } from './import-rows';

const HISTORY_PROPERTIES = ['eventId', 'subjectType', 'subjectId', 'action', 'userId', 'userEmail', 'changes'];
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

type Create = Extract<PreparedRow, { kind: 'create' }>;
type Update = Extract<PreparedRow, { kind: 'update' }>;
type NewAttendee = Partial<Attendee> & { attendeeCode: string };

/**
 * Writes the valid rows of one batch of an import in one transaction: the new attendees (bulk
 * INSERT), the changed ones (bulk upsert on the code), their search tokens, their history, the
 * event's total and the job's progress.
 */
export class ImportWriter {
  private readonly mysql: boolean;
  private readonly attendeeProperties: string[];
  /** MySQL's auto_increment_increment (ids of one statement follow each other by this much). */
  private idStep = 1;

  constructor(
    private readonly db: DataSource,
    private readonly scope: ImportScope,
    private readonly signals: Signals,
  ) {
    this.mysql = isMysql(db);
    this.attendeeProperties = db
      .getMetadata(Attendee)
      .columns.filter((c) => !c.isGenerated)
      .map((c) => c.propertyName);
  }

  async init(): Promise<this> {
    if (this.mysql) {
      const [row] = (await this.db.query('SELECT @@auto_increment_increment AS step')) as { step: number | string }[];
      this.idStep = Number(row?.step ?? 1) || 1;
    }
    return this;
  }

  /**
   * One transaction. `after` is the commit of the batch before when both are written at once
   * (MySQL): the new attendees go in meanwhile, but the rest waits for it, so that batches commit in
   * file order and one whose predecessor failed is rolled back. The changed attendees wait too: an
   * upsert locks the gap before each code it finds (InnoDB's duplicate-key check, even under READ
   * COMMITTED), and the batch before, inserting a new code into such a gap, would wait for this one
   * while this one waits for it. Then the event's total and the job's progress (`progress`). A new
   * code that met one taken meanwhile: the batch is written again with new codes.
   */
  async write(
    rows: PreparedRow[],
    progress: (tx: EntityManager) => Promise<void>,
    after: Promise<void> = Promise.resolve(),
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await writeTransaction(this.db, async (tx) => {
          // created_at of the history is left to the column default, as the repository's insert did.
          const createdHistory: Partial<ActionHistory>[] = [];
          const created = await this.insertCreates(tx, rows, createdHistory);
          await bulkInsert(tx, ActionHistory, HISTORY_PROPERTIES, createdHistory);
          await after.catch(() => {
            throw new Error('the batch before was not written');
          });
          const updatedHistory: Partial<ActionHistory>[] = [];
          await this.upsertUpdates(tx, rows, updatedHistory);
          if (updatedHistory.length) await bulkInsert(tx, ActionHistory, HISTORY_PROPERTIES, updatedHistory);
          await adjustAttendeeTotal(tx, this.scope.eventId, created);
          await progress(tx);
        });
        return;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 3) throw error;
      }
    }
  }

  private historyEntry(subjectId: number, action: 'create' | 'update', changes: string): Partial<ActionHistory> {
    const { eventId, actor } = this.scope;
    return {
      eventId,
      subjectType: 'attendee',
      subjectId,
      action,
      userId: actor?.id ?? null,
      userEmail: actor?.email.slice(0, 255) ?? null,
      changes,
    };
  }

  /**
   * Codes for `n` new attendees, unique in the batch. Not looked up first: at 40 bits a code is
   * taken by one of 200,000 attendees about once in 10,000 batches of 500, and the event's unique
   * index refuses it then (the batch is written again with new codes, see write).
   */
  private freshCodes(n: number): string[] {
    const codes = new Set<string>();
    while (codes.size < n) codes.add(newAttendeeCode());
    return [...codes];
  }

  /** Inserts the new attendees, their search tokens, and adds their history; answers how many. */
  private async insertCreates(tx: EntityManager, rows: PreparedRow[], history: Partial<ActionHistory>[]): Promise<number> {
    const creates = rows.filter((r): r is Create => r.kind === 'create');
    if (!creates.length) return 0;
    const { eventId } = this.scope;
    const codes = this.freshCodes(creates.length);
    const stamp = now();
    const values: NewAttendee[] = creates.map((row, i) =>
      Object.assign(toColumns(row.values), {
        eventId,
        uuid: randomUUID(),
        attendeeCode: codes[i]!,
        badgeDeliveredAt: row.values.badge_delivered ? stamp : null,
        createdAt: stamp,
        updatedAt: stamp,
      }),
    );
    // Every column but the id: one statement per batch on SQLite (32,766 variables), a few on MySQL.
    const statements = await bulkInsert(tx, Attendee, this.attendeeProperties, values);
    const ids = await this.idsOf(tx, statements, values);
    // Their quick-search tokens (attendees/search-tokens.ts), from the values just inserted.
    await insertSearchTokens(
      tx,
      eventId,
      values.map((v, i) => ({ id: ids[i]!, values: searchValuesOf(v) })),
    );
    values.forEach((v, i) => history.push(this.historyEntry(ids[i]!, 'create', createdChangesJson(v))));
    await this.signals.send(tx, HOLDERS_RESCOPED, { eventId, table: 'attendees', ids });
    return values.length;
  }

  /**
   * The ids of the attendees just inserted, from what the INSERTs reported (insertedIds), checked on
   * each statement's first and last rows: n increasing ids whose first and last are n − 1 steps
   * apart are every step between them. Read back by code if the check fails.
   */
  private async idsOf(tx: EntityManager, statements: InsertedStatement[], values: NewAttendee[]): Promise<number[]> {
    const ids = insertedIds(statements, !this.mysql, this.idStep);
    const bounds: { id: number; code: string }[] = [];
    let at = 0;
    for (const { rows } of statements) {
      bounds.push({ id: ids[at]!, code: values[at]!.attendeeCode });
      if (rows > 1) bounds.push({ id: ids[at + rows - 1]!, code: values[at + rows - 1]!.attendeeCode });
      at += rows;
    }
    const found = await tx
      .getRepository(Attendee)
      .find({ select: { id: true, attendeeCode: true }, where: { id: In(bounds.map((b) => b.id)) } });
    const codeOf = new Map(found.map((a) => [a.id, a.attendeeCode]));
    if (ids.length === values.length && bounds.every((b) => codeOf.get(b.id) === b.code)) return ids;
    const read = await tx.getRepository(Attendee).find({
      select: { id: true, attendeeCode: true },
      where: { eventId: this.scope.eventId, attendeeCode: In(values.map((v) => v.attendeeCode)) },
    });
    const idOf = new Map(read.map((a) => [a.attendeeCode, a.id]));
    return values.map((v) => idOf.get(v.attendeeCode)!);
  }

  private async upsertUpdates(tx: EntityManager, rows: PreparedRow[], history: Partial<ActionHistory>[]): Promise<void> {
    const updates = rows.filter((r): r is Update => r.kind === 'update' && Object.keys(r.changed).length > 0);
    if (!updates.length) return;
    const stamp = now();
    const metadata = tx.connection.getMetadata(Attendee);
    const skip = new Set(['id', 'uuid', 'eventId', 'attendeeCode', 'createdAt']);
    const overwrite = metadata.columns.filter((c) => !skip.has(c.propertyName)).map((c) => c.databaseName);
    const values = updates.map(({ attendee, changed }) => {
      const columns = toColumns(changed);
      if (changed.badge_delivered !== undefined) columns.badgeDeliveredAt = changed.badge_delivered ? stamp : null;
      const after = Object.assign(new Attendee(), attendee, columns, { updatedAt: stamp });
      const changes = diff(historyValues(toFullRecord(attendee, [])), historyValues(toFullRecord(after, [])));
      history.push(this.historyEntry(attendee.id, 'update', JSON.stringify(changes)));
      // The insert half never happens (the code exists): a fresh uuid keeps it from meeting the uuid index first.
      const { id: _id, ...row } = after;
      return Object.assign(row, { uuid: randomUUID() });
    });
    for (let i = 0; i < values.length; i += 250) {
      await tx
        .createQueryBuilder()
        .insert()
        .into(Attendee)
        .values(values.slice(i, i + 250))
        .orUpdate(overwrite, ['event_id', 'attendee_code'])
        .updateEntity(false)
        .execute();
    }
    // Documents follow their holder's company; the documentation status follows its category.
    const moved = (field: string) => updates.filter(({ changed }) => field in changed).map(({ attendee }) => attendee.id);
    await this.signals.send(tx, HOLDERS_MOVED, { table: 'attendees', ids: moved('event_company_id') });
    await this.signals.send(tx, HOLDERS_RESCOPED, { eventId: this.scope.eventId, table: 'attendees', ids: moved('event_attendee_category_id') });
    // The quick-search tokens of those whose searched fields changed.
    await reindexAttendees(
      tx,
      updates.filter(({ changed }) => touchesSearch(Object.keys(changed))).map(({ attendee }) => attendee.id),
    );
  }
}

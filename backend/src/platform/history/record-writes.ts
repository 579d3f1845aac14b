import type { HistorySubject } from '@eventdesk/shared';
import type { DataSource, EntityManager, ObjectLiteral } from 'typeorm';
import { requireRecord, type RecordScope } from '../access/record-access';
import type { EventContext } from '../access/request-context';
import { writeTransaction } from '../database/write-transaction';
import { diff, type HistoryService } from './history.service';

/** How one event resource's records are read for their actions history. */
export interface RecordHistory<E extends ObjectLiteral & { id: number }, D> {
  /** The record scope its writes are checked with (the one access helper). */
  scope: RecordScope<E>;
  subject: HistorySubject;
  /** The record as read in the write's transaction: the API's answer, or what the service makes it from. */
  dto: (tx: EntityManager, row: E) => D | Promise<D>;
  /** The fields its history shows, from that record. */
  values: (dto: D) => Record<string, unknown>;
  /**
   * Reads the record an update or delete changes, locked, 404 when the caller may not `action` it
   * (default: requireRecord with the lock, then `dto`): a resource may read what it needs in one statement.
   */
  lock?: (tx: EntityManager, ctx: EventContext, action: 'update' | 'delete', id: number) => Promise<D>;
  /** The transaction to write in (default: writeTransaction on `db`): a service may map driver errors there. */
  transaction?: <T>(work: (tx: EntityManager) => Promise<T>) => Promise<T>;
}

/**
 * The writes of an event resource that keeps an actions history (issue 25, the kit): each in one
 * transaction with its history entry, the record locked through the access helper before it is
 * changed, the entry made from the record before and after. A service composes one:
 *
 *   private readonly writes = new RecordWrites(this.db, this.history, { scope: ZONE_SCOPE, subject: 'zone', dto: …, values: historyValues });
 *   create = (ctx, input) => this.writes.create(ctx, async (tx) => (await tx.getRepository(Zone).save(…)).id);
 */
export class RecordWrites<E extends ObjectLiteral & { id: number }, D> {
  constructor(
    private readonly db: DataSource,
    private readonly history: HistoryService,
    private readonly spec: RecordHistory<E, D>,
  ) {}

  /** Creates the record with `write`, which returns its id, and records the values it was created with. */
  create(ctx: EventContext, write: (tx: EntityManager) => Promise<number>): Promise<number> {
    return this.inTransaction((tx) => this.createIn(tx, ctx, write));
  }

  /** `create` inside a transaction another write opened (a room creating the zone that is its door). */
  async createIn(tx: EntityManager, ctx: EventContext, write: (tx: EntityManager) => Promise<number>): Promise<number> {
    const id = await write(tx);
    await this.record(tx, ctx, id, 'create', {}, this.spec.values(await this.read(tx, id)));
    return id;
  }

  /**
   * Locks the record for `update` (404 out of the caller's scope), runs `write` with it as it was, and
   * records what changed (nothing changed: no entry). Answers the record as written: the one `write`
   * answers when it knows it (no second read), else read again.
   */
  update(ctx: EventContext, id: number, write: (tx: EntityManager, before: D) => Promise<D | void>): Promise<D> {
    return this.inTransaction(async (tx) => {
      const before = await this.locked(tx, ctx, 'update', id);
      const values = this.spec.values(before);
      const after = (await write(tx, before)) ?? (await this.read(tx, id));
      await this.record(tx, ctx, id, 'update', values, this.spec.values(after));
      return after;
    });
  }

  /**
   * Locks the record for `delete`, lets `check` refuse (it throws), records its values and deletes it,
   * then runs `then` (what depends on it being gone). Answers the record as it was.
   */
  remove(
    ctx: EventContext,
    id: number,
    hooks: { check?: (tx: EntityManager, record: D) => Promise<void>; then?: (tx: EntityManager, record: D) => Promise<void> } = {},
  ): Promise<D> {
    return this.inTransaction(async (tx) => {
      const record = await this.locked(tx, ctx, 'delete', id);
      await hooks.check?.(tx, record);
      await this.record(tx, ctx, id, 'delete', this.spec.values(record), {});
      await tx.getRepository(this.spec.scope.entity).delete(id);
      await hooks.then?.(tx, record);
      return record;
    });
  }

  private async locked(tx: EntityManager, ctx: EventContext, action: 'update' | 'delete', id: number): Promise<D> {
    if (this.spec.lock) return this.spec.lock(tx, ctx, action, id);
    return this.spec.dto(tx, await requireRecord(tx, ctx, action, this.spec.scope, id, { lock: true }));
  }

  private inTransaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.spec.transaction ? this.spec.transaction(work) : writeTransaction(this.db, work);
  }

  private async read(tx: EntityManager, id: number): Promise<D> {
    return this.spec.dto(tx, (await tx.getRepository(this.spec.scope.entity).findOneBy({ id } as never))!);
  }

  private record(
    tx: EntityManager,
    ctx: EventContext,
    id: number,
    action: 'create' | 'update' | 'delete',
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) {
    return this.history.record(tx, {
      eventId: ctx.eventId,
      subjectType: this.spec.subject,
      subjectId: id,
      action,
      actor: ctx.actor,
      changes: diff(before, after),
    });
  }
}

import { Inject, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { HistorySubject } from '@eventdesk/shared';
import type { DataSource, DeepPartial } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { requireRecord, scopeList, type RecordScope } from '../access/record-access';
import type { EventContext } from '../access/request-context';
import { findPage, type ListQuery } from '../common/ra-query';
import type { EventOwned } from '../events/event-owned';
import { HistoryService } from './history.service';
import { RecordWrites } from './record-writes';

/** The answer of a record of the kit: its id, event and times, then its own fields (what its history shows). */
export interface EventRecordDto {
  id: number;
  event_id: number;
  created_at: string;
  updated_at: string;
}

/**
 * What a simple event resource of the kit declares in its service file (issue 25): the scope its records are read
 * and written through, its history subject, the record as answered, and the columns an input writes. The rest — the
 * scoped list, the read, the writes in one transaction with their history entry — is EventRecords'.
 */
export interface EventRecordsSpec<E extends EventOwned, D extends EventRecordDto, I> {
  scope: RecordScope<E>;
  subject: HistorySubject;
  toDto: (row: E) => D;
  columns: (input: I) => QueryDeepPartialEntity<E>;
  /** What an update writes besides the input's columns, from the record before it (terms count their versions). */
  onUpdate?: (before: D, input: I) => QueryDeepPartialEntity<E>;
  /** The token its EventRecords is injected with (made by defineEventRecords). */
  token: symbol;
}

export const defineEventRecords = <E extends EventOwned, D extends EventRecordDto, I>(
  spec: Omit<EventRecordsSpec<E, D, I>, 'token'>,
): EventRecordsSpec<E, D, I> => ({ ...spec, token: Symbol(`${spec.subject} records`) });

const historyValues = ({ id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest }: EventRecordDto) => rest;

/**
 * The records of one event resource, composed from its spec: list (scoped, paged, sorted as its ListSpec says),
 * show (404 outside the caller's scope), create, update and delete, each write locked through the access helper
 * and recorded in the actions history in its own transaction.
 */
export class EventRecords<E extends EventOwned, D extends EventRecordDto, I> {
  private readonly writes: RecordWrites<E, D>;

  constructor(
    private readonly db: DataSource,
    history: HistoryService,
    private readonly spec: EventRecordsSpec<E, D, I>,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: spec.scope,
      subject: spec.subject,
      dto: (_tx, row) => spec.toDto(row),
      values: historyValues,
    });
  }

  async list(ctx: EventContext, list: ListQuery): Promise<{ rows: D[]; total: number }> {
    const { scope } = this.spec;
    const { rows, total } = await findPage(
      scopeList(this.db.getRepository(scope.entity).createQueryBuilder(scope.alias), ctx, 'read', scope),
      list,
    );
    return { rows: rows.map(this.spec.toDto), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<D> {
    return this.spec.toDto(await requireRecord(this.db.manager, ctx, 'read', this.spec.scope, id));
  }

  async create(ctx: EventContext, input: I): Promise<D> {
    const id = await this.writes.create(ctx, async (tx) => {
      const records = tx.getRepository(this.spec.scope.entity);
      return (await records.save(records.create({ ...this.spec.columns(input), eventId: ctx.eventId } as DeepPartial<E>))).id;
    });
    return this.findOne(ctx, id);
  }

  update(ctx: EventContext, id: number, input: I): Promise<D> {
    return this.writes.update(ctx, id, async (tx, before) => {
      await tx.getRepository(this.spec.scope.entity).update(id, { ...this.spec.columns(input), ...this.spec.onUpdate?.(before, input) });
    });
  }

  remove(ctx: EventContext, id: number): Promise<D> {
    return this.writes.remove(ctx, id);
  }
}

/** The module's provider of a resource's EventRecords. */
export const eventRecordsProvider = <E extends EventOwned, D extends EventRecordDto, I>(spec: EventRecordsSpec<E, D, I>): Provider => ({
  provide: spec.token,
  useFactory: (db: DataSource, history: HistoryService) => new EventRecords(db, history, spec),
  inject: [getDataSourceToken(), HistoryService],
});

/** Injects a resource's EventRecords into its controller. */
export const InjectRecords = (spec: { token: symbol }) => Inject(spec.token);

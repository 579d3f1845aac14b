import type {
  DataSource,
  EntitySubscriberInterface,
  EntityTarget,
  InsertEvent,
  ObjectLiteral,
  QueryRunner,
  RemoveEvent,
  UpdateEvent,
} from 'typeorm';

const PENDING = Symbol('pending invalidations');

/**
 * Calls `invalidate` whenever one of `entities` is written through TypeORM (repository, query
 * builder), again once the transaction that wrote it commits: an in-memory cache of them is then
 * never older than the database for longer than a read that raced the commit. Raw SQL bypasses it.
 * An entity may be named by its table (`'totems'`) where a lower context must not import a higher one's class.
 */
export function invalidateOnWrite(db: DataSource, entities: (EntityTarget<ObjectLiteral> | string)[], invalidate: () => void): void {
  const watched = (target: unknown, table: string | undefined) =>
    entities.includes(target as EntityTarget<ObjectLiteral>) || (table !== undefined && entities.includes(table));
  const written = (queryRunner: QueryRunner, metadata: { target: unknown; tableName?: string } | undefined) => {
    if (!metadata || !watched(metadata.target, metadata.tableName)) return;
    invalidate();
    if (queryRunner?.isTransactionActive) {
      const data = queryRunner.data as { [PENDING]?: Set<() => void> };
      (data[PENDING] ??= new Set()).add(invalidate);
    }
  };
  const subscriber: EntitySubscriberInterface = {
    afterInsert: (event: InsertEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata),
    afterUpdate: (event: UpdateEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata),
    afterRemove: (event: RemoveEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata),
    afterTransactionCommit: (event) => {
      const data = event.queryRunner.data as { [PENDING]?: Set<() => void> };
      data[PENDING]?.forEach((fn) => fn());
      delete data[PENDING];
    },
    afterTransactionRollback: (event) => {
      delete (event.queryRunner.data as { [PENDING]?: Set<() => void> })[PENDING];
    },
  };
  db.subscribers.push(subscriber);
}

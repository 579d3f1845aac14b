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
 */
export function invalidateOnWrite(db: DataSource, entities: EntityTarget<ObjectLiteral>[], invalidate: () => void): void {
  const watched = (target: unknown) => entities.includes(target as EntityTarget<ObjectLiteral>);
  const written = (queryRunner: QueryRunner, target: unknown) => {
    if (!watched(target)) return;
    invalidate();
    if (queryRunner?.isTransactionActive) {
      const data = queryRunner.data as { [PENDING]?: Set<() => void> };
      (data[PENDING] ??= new Set()).add(invalidate);
    }
  };
  const subscriber: EntitySubscriberInterface = {
    afterInsert: (event: InsertEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata.target),
    afterUpdate: (event: UpdateEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata.target),
    afterRemove: (event: RemoveEvent<ObjectLiteral>) => written(event.queryRunner, event.metadata.target),
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

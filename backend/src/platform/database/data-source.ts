import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/config';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

/** `entities`: the application's list (src/entities.ts); database/ names no domain itself. */
export function dataSourceOptions(db: DatabaseConfig, entities: DataSourceOptions['entities']): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsTransactionMode: 'each' as const,
  };
  if (db.type === 'sqlite') {
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.path,
      // WAL lets readers go on while one writer commits; foreign keys are off by default in SQLite.
      // synchronous NORMAL (SQLite's advice for WAL): a commit is not flushed to the disk one by one,
      // only at checkpoints — the database stays consistent; a power cut (not a crash of the process)
      // may lose the last commits. A scan at a gate is a commit: see docs/decisions.md.
      prepareDatabase: (sqlite: { pragma(sql: string): unknown }) => {
        sqlite.pragma('journal_mode = WAL');
        sqlite.pragma('synchronous = NORMAL');
        sqlite.pragma('busy_timeout = 5000');
        sqlite.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    host: db.host,
    port: db.port,
    username: db.username,
    password: db.password,
    database: db.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: ['DATE'],
    // Several statements in one query: driver-sql.ts sends a hot path's writes in one round trip. Every
    // statement of the application, TypeORM's and driver-sql's, carries its values as parameters.
    extra: { connectionLimit: 10, multipleStatements: true },
  };
}

export function createDataSource(db: DatabaseConfig, entities: DataSourceOptions['entities']): DataSource {
  return new DataSource(dataSourceOptions(db, entities));
}

import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { DataSource } from 'typeorm';

/** SQLite's own threshold (`wal_autocheckpoint`, in pages): the worker checkpoints once the WAL is that long. */
export const CHECKPOINT_PAGES = 1000;
/** How often the WAL's length is looked at (a `stat` of its file). */
const LOOK_EVERY_MS = 250;

/**
 * The worker: its own connection to the database file, checkpointing (PASSIVE: it never waits for, nor blocks, the
 * app's readers and writer) when the main thread asks, and telling what it did. Plain JavaScript given as text, so
 * that it runs the same from the build and from the tests' sources; the driver is the app's own (`driver`).
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
parentPort.on('message', (message) => {
  if (message === 'stop') {
    db.close();
    process.exit(0);
  }
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  parentPort.postMessage(result);
});
parentPort.postMessage('ready');
`;

/** What a checkpoint answered: SQLITE_BUSY or not, frames in the WAL, frames copied into the database. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/**
 * SQLite's WAL checkpoints off the event loop (docs/performance.md, "Where the SQLite import's time goes"). By itself
 * SQLite copies the WAL back into the database inside the commit that made the WAL long (`wal_autocheckpoint`), on
 * the API's one thread: most of the commits' time in a synthetic import load, and a long pause for whichever request's
 * commit it falls on (a gate scan's). Here, once the WAL first grows past half that length, a worker thread opens its
 * own connection, the app's connection stops checkpointing, and the worker checkpoints whenever the WAL is long again.
 * An app whose WAL stays short (most test apps) starts no thread. Should the worker fail or end, the app's connection
 * checkpoints by itself again, for the rest of the process's life (no thread is started again). MySQL/MariaDB:
 * nothing to do.
 */
@Injectable()
export class SqliteCheckpointer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SqliteCheckpointer.name);
  private timer: NodeJS.Timeout | undefined;
  private worker: Worker | undefined;
  private pending = false;
  private ready = false;
  private stopping = false;
  /** The worker ended without being asked: the app's connection checkpoints from then on. */
  private failed = false;
  private walBytes = 0;
  /** Checkpoints the worker made, and the last one's answer (for the tests and for a look in a debugger). */
  checkpoints = 0;
  last: CheckpointResult | undefined;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get path(): string | undefined {
    if (!['better-sqlite3', 'sqlite'].includes(this.db.options.type)) return undefined;
    const path = this.db.options.database as string;
    return path && path !== ':memory:' ? path : undefined;
  }

  /** Whether the worker is checkpointing (the app's connection then does not). */
  get running(): boolean {
    return this.ready;
  }

  onApplicationBootstrap(): void {
    const path = this.path;
    if (!path) return;
    this.timer = setInterval(() => {
      if (!this.stopping && this.db.isInitialized)
        this.look(path).catch((error: Error) => this.logger.warn(`The WAL could not be looked at: ${error.message}`));
    }, LOOK_EVERY_MS).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopping = true;
    const worker = this.worker;
    if (!worker) return;
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.postMessage('stop');
    await exited;
  }

  private async look(path: string): Promise<void> {
    const size = await stat(`${path}-wal`).then(
      (s) => s.size,
      () => 0,
    );
    if (!this.walBytes) this.walBytes = (await this.pageSize()) * CHECKPOINT_PAGES;
    if (!this.worker) {
      if (size > this.walBytes / 2 && !this.stopping && !this.failed) this.start(path);
      return;
    }
    // The WAL file keeps its length once SQLite starts it again from the top: ask anyway, it is a no-op then.
    if (size > this.walBytes && !this.pending) {
      this.pending = true;
      this.worker.postMessage('checkpoint');
    }
  }

  private start(path: string): void {
    const worker = new Worker(WORKER, { eval: true, workerData: { path, driver: require.resolve('better-sqlite3') } });
    // It does not keep the process alive: a stop without the shutdown hooks ends it too.
    worker.unref();
    this.worker = worker;
    this.pending = true;
    worker.on('message', (message: 'ready' | CheckpointResult) => {
      this.pending = false;
      if (message === 'ready') {
        this.ready = true;
        this.autocheckpoint(0);
        return;
      }
      this.checkpoints++;
      this.last = message;
    });
    worker.on('error', (error) => this.logger.error(`The checkpoint thread failed: ${error.message}`));
    worker.on('exit', () => {
      this.worker = undefined;
      this.ready = false;
      // Not stopped by the app: its connection checkpoints by itself again, and no thread is tried again.
      if (this.stopping) return;
      this.failed = true;
      this.autocheckpoint(CHECKPOINT_PAGES);
    });
  }

  private autocheckpoint(pages: number): void {
    if (!this.db.isInitialized) return;
    void this.db
      .query(`PRAGMA wal_autocheckpoint = ${pages}`)
      .catch((error: Error) => this.logger.warn(`wal_autocheckpoint: ${error.message}`));
  }

  private async pageSize(): Promise<number> {
    const [row] = (await this.db.query('PRAGMA page_size')) as { page_size: number }[];
    return row?.page_size ?? 4096;
  }
}

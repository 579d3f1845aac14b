import type { DataSource } from 'typeorm';
import { isMysql, sqliteWritesWaited } from './write-transaction';

/**
 * How many batches of a long job (an import) to write in one transaction. On SQLite a COMMIT writes
 * every page its transaction dirtied to the WAL, and a batch's rows land all over the random indexes
 * (the search tokens, the codes, the e-mails): ten batches in one transaction write a page once where
 * ten transactions write it ten times (docs/performance.md, "The import's SQLite transactions"). But a
 * SQLite transaction holds every other write (a gate's scans) until it commits. So the count doubles
 * after each transaction no other write waited for, up to `max`, and falls back to one as soon as one
 * did: the first scan of a gate that starts during an import waits for the transaction under way (up to
 * `max` batches), and the import then writes one or two batches at a time while the gate keeps scanning,
 * as before. On MySQL/MariaDB the writes of other connections do not wait for the import's: always one.
 */
export class WritePacer {
  private size = 1;
  private readonly max: number;

  constructor(
    private readonly db: DataSource,
    max: number,
  ) {
    this.max = isMysql(db) ? 1 : Math.max(1, max);
  }

  /** How many batches to gather into the next transaction. */
  get batches(): number {
    return this.size;
  }

  /** Runs one transaction of the job (`write`) and sets the size of the next from whether another write waited for it. */
  async write<T>(write: () => Promise<T>): Promise<T> {
    const waitedBefore = sqliteWritesWaited(this.db);
    try {
      return await write();
    } finally {
      this.size = sqliteWritesWaited(this.db) > waitedBefore ? 1 : Math.min(this.max, this.size * 2);
    }
  }
}

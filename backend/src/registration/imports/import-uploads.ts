import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG } from '../../platform/config/config.module';
import type { AppConfig } from '../../platform/config/config';
import type { JobType } from '@eventdesk/shared';
import type { ImportFileInfo } from './import-files';

export interface UploadMeta extends ImportFileInfo {
  eventId: number;
  /** The user who uploaded it: only they may preview or apply it. */
  userId: number;
  /** The import it is for (uploads made before vehicles had one are attendees'). */
  kind?: JobType;
  columns: string[];
  createdAt: string;
}

const MAX_AGE_MS = 24 * 3600_000;
const ID = /^[0-9a-f]{32}$/;

/**
 * Import files under DATA_DIR/uploads/imports: `<id>` (the bytes, random name) and `<id>.json` (what
 * they are, for which event and user). Removed when their import is done, or after 24 hours.
 */
@Injectable()
export class ImportUploads implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ImportUploads.name);
  readonly dir: string;
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.dir = join(config.dataDir, 'uploads', 'imports');
    mkdirSync(this.dir, { recursive: true });
  }

  path(id: string): string {
    if (!ID.test(id)) throw new Error('bad upload id');
    return join(this.dir, id);
  }

  async saveMeta(id: string, meta: UploadMeta): Promise<void> {
    await writeFile(`${this.path(id)}.json`, JSON.stringify(meta));
  }

  /** The upload's description if it exists, belongs to the event and (when `userId` is given) to that user. */
  async meta(id: string, eventId: number, userId?: number): Promise<UploadMeta | null> {
    if (!ID.test(id)) return null;
    try {
      const meta = JSON.parse(await readFile(`${this.path(id)}.json`, 'utf8')) as UploadMeta;
      return meta.eventId === eventId && (userId === undefined || meta.userId === userId) ? meta : null;
    } catch {
      return null;
    }
  }

  async remove(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(this.path(id), { force: true });
    await rm(`${this.path(id)}.json`, { force: true });
  }

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), 3600_000).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Removes files older than 24 hours. */
  async sweep(maxAgeMs = MAX_AGE_MS): Promise<void> {
    try {
      for (const name of await readdir(this.dir)) {
        const file = join(this.dir, name);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > maxAgeMs) await rm(file, { force: true });
      }
    } catch (error) {
      this.logger.warn(`import uploads sweep failed: ${(error as Error).message}`);
    }
  }
}

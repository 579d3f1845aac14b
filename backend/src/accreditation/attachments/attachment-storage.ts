import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from 'typeorm';
import { AppException } from '../../platform/common/errors';
import type { AppConfig } from '../../platform/config/config';
import { Attachment } from './attachment.entity';
import { AccreditationError } from '../accreditation-errors';

/** Replaced files of one document and holder kept as its history (issue 26, item 6); older ones are deleted. */
export const ATTACHMENT_HISTORY = 2;

/**
 * The storage side of an upload, in its transaction, once the new row is written and the previous ones
 * marked replaced: the history beyond ATTACHMENT_HISTORY is deleted (their paths returned, for
 * `removeFiles` after the commit), then the event's and the holder's company's stored bytes are checked
 * against STORAGE_EVENT_MB and STORAGE_COMPANY_MB. Past either, a 413 rolls the whole upload back.
 */
export async function trimAndCheckQuota(tx: EntityManager, config: AppConfig, saved: Attachment): Promise<string[]> {
  const repo = tx.getRepository(Attachment);
  const old = await repo.find({
    select: { id: true, storedPath: true },
    where: {
      eventId: saved.eventId,
      definitionId: saved.definitionId,
      holderType: saved.holderType,
      current: false,
      ...(saved.holderType === 'ATTENDEE' && { attendeeId: saved.attendeeId! }),
      ...(saved.holderType === 'VEHICLE' && { vehicleId: saved.vehicleId! }),
      ...(saved.holderType === 'COMPANY' && { eventCompanyId: saved.eventCompanyId! }),
    },
    order: { id: 'DESC' },
  });
  // A few rows at most (the history, and the file just replaced): no OFFSET without LIMIT, which MariaDB refuses.
  old.splice(0, ATTACHMENT_HISTORY);
  if (old.length) await repo.delete(old.map((a) => a.id));
  /** Bytes stored in the event, or in one company of it (on the (event_id, event_company_id, current) index). */
  const used = async (companyId?: number) => {
    const query = repo
      .createQueryBuilder('a')
      .select('COALESCE(SUM(a.size), 0)', 'bytes')
      .where('a.event_id = :eventId', { eventId: saved.eventId });
    if (companyId !== undefined) query.andWhere('a.event_company_id = :companyId', { companyId });
    return Number((await query.getRawOne<{ bytes: unknown }>())?.bytes ?? 0);
  };
  if (saved.eventCompanyId !== null) {
    const bytes = await used(saved.eventCompanyId);
    if (bytes > config.storageCompanyBytes) throw quotaExceeded('storage_quota_company', bytes, config.storageCompanyBytes);
  }
  const bytes = await used();
  if (bytes > config.storageEventBytes) throw quotaExceeded('storage_quota_event', bytes, config.storageEventBytes);
  return old.map((a) => a.storedPath);
}

/** Deletes the files of history rows removed by a committed upload (the orphan sweep retries a failure). */
export async function removeFiles(config: AppConfig, storedPaths: string[]): Promise<void> {
  for (const path of storedPaths) await unlink(join(config.dataDir, 'uploads', path)).catch(() => undefined);
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function quotaExceeded(key: 'storage_quota_company' | 'storage_quota_event', used: number, max: number): AppException {
  return AccreditationError(key, { params: { used: mb(used), max: mb(max) }, fields: { file: [key] } });
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditAction, AuditLogDto } from '@eventdesk/shared';
import { Repository } from 'typeorm';
import { notFound } from '../common/errors';
import type { HttpRequest } from '../common/http';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { AuditLog } from './audit-log.entity';
import { writeWith } from '../database/write-transaction';

export const AUDIT_LIST: ListSpec = {
  resource: 'audit-logs',
  sortable: { id: 'log.id', created_at: 'log.createdAt', action: 'log.action' },
  filters: {
    q: { kind: 'search', columns: ['log.actorEmail', 'log.action', 'log.ip'] },
    action: { kind: 'eq', column: 'log.action', type: 'string' },
    id: { kind: 'eq', column: 'log.id', type: 'number' },
    user_id: { kind: 'eq', column: 'log.userId', type: 'number' },
    target_type: { kind: 'eq', column: 'log.targetType', type: 'string' },
    target_id: { kind: 'eq', column: 'log.targetId', type: 'number' },
    created_at_gte: { kind: 'gte', column: 'log.createdAt', type: 'date' },
    created_at_lte: { kind: 'lte', column: 'log.createdAt', type: 'date' },
  },
  defaultSort: ['id', 'DESC'],
  tiebreaker: 'log.id',
};

export interface AuditEntry {
  action: AuditAction;
  /** Who did it (defaults to the signed-in user). */
  userId?: number | null;
  email?: string | null;
  target?: { type: string; id: number };
  details?: Record<string, unknown>;
}

const toDto = (log: AuditLog): AuditLogDto => ({
  id: log.id,
  user_id: log.userId,
  actor_email: log.actorEmail,
  action: log.action,
  target_type: log.targetType,
  target_id: log.targetId,
  ip: log.ip,
  details: log.details ? (JSON.parse(log.details) as Record<string, unknown>) : null,
  created_at: log.createdAt.toISOString(),
});

/** Security-relevant events: logins, failures, 2FA changes, role changes, resets. */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);
  /** Audit rows that could not be written since start: shown to staff by GET /api/health. */
  writeFailures = 0;

  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  async record(req: HttpRequest, entry: AuditEntry): Promise<void> {
    try {
      const row = {
        userId: entry.userId === undefined ? (req.authUser?.id ?? null) : entry.userId,
        actorEmail: (entry.email === undefined ? req.authUser?.email : entry.email)?.slice(0, 255) ?? null,
        action: entry.action,
        targetType: entry.target?.type ?? null,
        targetId: entry.target?.id ?? null,
        ip: req.ip?.slice(0, 64) ?? null,
        details: entry.details ? JSON.stringify(entry.details) : null,
      };
      await writeWith(this.logs, (logs) => logs.insert(row));
    } catch (err) {
      // An audit failure must not turn a sign-in into a 500; it is logged at error, with what was lost,
      // and counted (GET /api/health shows the count to staff).
      this.writeFailures++;
      this.logger.error(
        `Audit write failed (${this.writeFailures} since start) for ${entry.action} of ${entry.email ?? req.authUser?.email ?? 'nobody'}: ${(err as Error).message}`,
      );
    }
  }

  async list(list: ListQuery) {
    const { rows, total } = await findPage(this.logs.createQueryBuilder('log'), list);
    return { rows: rows.map(toDto), total };
  }

  async findOne(id: number): Promise<AuditLogDto> {
    const log = await this.logs.findOneBy({ id });
    if (!log) throw notFound();
    return toDto(log);
  }
}

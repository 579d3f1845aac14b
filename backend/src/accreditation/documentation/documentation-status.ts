import { DOCUMENTATION_KEEPS_OUT, type DocumentationStatus } from '@eventdesk/shared';
import type { EntityManager } from 'typeorm';
import type { HolderTable } from '../../registration/holders/holder-signals';

/**
 * The documentation status of attendees and vehicles (issue 13), kept in their `documentation_status`
 * column so that a list of 100,000 filters and shows it from an index. One set-based UPDATE computes it
 * from the holder's current files and the event's active definitions, in precedence order:
 *
 * 1. REJECTED — a current file was rejected, or waits for staff in place of a rejected one (the rejection
 *    stands until staff decide the new file, issue 26 item 2: the gate refuses REJECTED);
 * 2. EXPIRED — a current file expired (by hand, or its `expires_at` day has passed);
 * 3. MISSING — a required definition that applies to the holder (its category / type is in the
 *    definition's scope, or the scope is empty) has no current file;
 * 4. TO_VALIDATE — a current file waits for staff;
 * 5. COMPLETE — none of these.
 *
 * The SQL names tables, not entities: attendees and vehicles call it when they write a holder (this
 * module sits below them, as the actions history does), the attachments call it when files or
 * definitions change, and the expiry sweep when a day passes.
 */

type Holder = HolderTable;

const SHAPE: Record<Holder, { key: string; target: string; scope: string; value: string }> = {
  attendees: { key: 'attendee_id', target: 'ATTENDEE', scope: 'attendee_category_id', value: 'event_attendee_category_id' },
  vehicles: { key: 'vehicle_id', target: 'VEHICLE', scope: 'vehicle_type', value: 'type' },
};

/**
 * The statuses that keep a holder out at the gate (online and in the offline list). TO_VALIDATE is one
 * (issue 26 item 2): a file waits for staff only where its definition requires validation (or it
 * replaces a rejected one), and a file nobody has checked is not yet valid there.
 */
export const KEEPS_OUT: ReadonlySet<string> = DOCUMENTATION_KEEPS_OUT;

/** Today as the expiry dates are written (YYYY-MM-DD, UTC). */
export const today = (at = new Date()) => at.toISOString().slice(0, 10);

function statusSql(table: Holder): string {
  const { key, target, scope, value } = SHAPE[table];
  const current = (condition: string) =>
    `EXISTS (SELECT 1 FROM attachments a INNER JOIN attachment_definitions d ON d.id = a.definition_id AND d.active = ?` +
    ` WHERE a.${key} = ${table}.id AND a.current = ? AND ${condition})`;
  const missing =
    `EXISTS (SELECT 1 FROM attachment_definitions d WHERE d.event_id = ${table}.event_id AND d.target = '${target}'` +
    ` AND d.active = ? AND d.required = ?` +
    ` AND (NOT EXISTS (SELECT 1 FROM attachment_definition_scopes s WHERE s.definition_id = d.id)` +
    ` OR EXISTS (SELECT 1 FROM attachment_definition_scopes s WHERE s.definition_id = d.id AND s.${scope} = ${table}.${value}))` +
    ` AND NOT EXISTS (SELECT 1 FROM attachments f WHERE f.definition_id = d.id AND f.${key} = ${table}.id AND f.current = ?))`;
  const afterRejection =
    `(a.status = 'TO_VALIDATE' AND EXISTS (SELECT 1 FROM attachments r WHERE r.event_id = a.event_id AND r.${key} = a.${key}` +
    ` AND r.current = ? AND r.replaced_by = a.id AND r.status = 'REJECTED'))`;
  return (
    `CASE WHEN ${current(`(a.status = 'REJECTED' OR ${afterRejection})`)} THEN 'REJECTED'` +
    ` WHEN ${current(`(a.status = 'EXPIRED' OR a.expires_at < ?)`)} THEN 'EXPIRED'` +
    ` WHEN ${missing} THEN 'MISSING'` +
    ` WHEN ${current(`a.status = 'TO_VALIDATE'`)} THEN 'TO_VALIDATE'` +
    ` ELSE 'COMPLETE' END`
  );
}

/** The parameters of statusSql, in order (booleans as 1: what both engines store). */
const statusParams = (day: string) => [1, 1, 0, 1, 1, day, 1, 1, 1, 1, 1];

/**
 * Recomputes the status of the event's attendees or vehicles: those of `ids`, or all of them
 * (a definition changed). One statement, whatever the number.
 */
export async function refreshDocumentation(tx: EntityManager, eventId: number, table: Holder, ids?: readonly number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const day = today();
  for (let i = 0; i < (ids?.length ?? 1); i += 500) {
    const slice = ids?.slice(i, i + 500);
    const where = slice ? ` AND id IN (${slice.map(() => '?').join(', ')})` : '';
    await tx.query(`UPDATE ${table} SET documentation_status = ${statusSql(table)} WHERE event_id = ?${where}`, [
      ...statusParams(day),
      eventId,
      ...(slice ?? []),
    ]);
  }
}

/** The status of one company's own documents (COMPANY definitions), computed on the spot (a handful of rows). */
export async function companyDocumentation(tx: EntityManager, eventId: number, companyId: number): Promise<DocumentationStatus> {
  const rows: {
    status: string | null;
    expires_at: string | Date | null;
    required: boolean | number;
    has: number | string | null;
    after_rejection: number | string | null;
  }[] = await tx.query(
    `SELECT d.required AS required, a.status AS status, a.expires_at AS expires_at, a.id AS has,` +
      ` (SELECT COUNT(*) FROM attachments r WHERE r.event_id = d.event_id AND r.event_company_id = ? AND r.holder_type = 'COMPANY'` +
      ` AND r.replaced_by = a.id AND r.status = 'REJECTED') AS after_rejection FROM attachment_definitions d` +
      ` LEFT JOIN attachments a ON a.definition_id = d.id AND a.event_company_id = ? AND a.holder_type = 'COMPANY' AND a.current = ?` +
      ` WHERE d.event_id = ? AND d.target = 'COMPANY' AND d.active = ?`,
    [companyId, companyId, 1, eventId, 1],
  );
  const day = today();
  const expired = (r: (typeof rows)[number]) =>
    r.status === 'EXPIRED' || (r.expires_at !== null && (r.expires_at instanceof Date ? today(r.expires_at) : String(r.expires_at)) < day);
  if (rows.some((r) => r.status === 'REJECTED' || (r.status === 'TO_VALIDATE' && Number(r.after_rejection) > 0))) return 'REJECTED';
  if (rows.some((r) => r.has !== null && expired(r))) return 'EXPIRED';
  if (rows.some((r) => Boolean(Number(r.required)) && r.has === null)) return 'MISSING';
  if (rows.some((r) => r.status === 'TO_VALIDATE')) return 'TO_VALIDATE';
  return 'COMPLETE';
}

/** Holders moved to another company: their documents follow them (their company is what scopes a COMPANY user). */
export async function followHolderCompany(tx: EntityManager, table: Holder, ids: readonly number[]): Promise<void> {
  const { key } = SHAPE[table];
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await tx.query(
      `UPDATE attachments SET event_company_id = (SELECT h.event_company_id FROM ${table} h WHERE h.id = attachments.${key})` +
        ` WHERE ${key} IN (${slice.map(() => '?').join(', ')})`,
      [...slice],
    );
  }
}

import { superadminOnly, type MatrixWorld, type Params, type ResourceMatrix } from './authz/matrix-kit';

/** The newest row of the audit log (there is always one: the actors signed in). */
const lastAuditLog = async (w: MatrixWorld): Promise<Params> => ({
  id: Number(((await w.db.query('SELECT MAX(id) AS id FROM audit_logs')) as { id: number }[])[0].id),
});

/** The audit log: global, superadmin only, read-only (the registry's `update: false`). */
export const MATRIX: ResourceMatrix = {
  routes: [
    { method: 'GET', path: '/api/audit-logs', expect: superadminOnly(200) },
    { method: 'GET', path: '/api/audit-logs/:id', setup: lastAuditLog, expect: superadminOnly(200) },
    // Read-only: a write is answered 405 to who may read the log.
    { method: 'POST', path: '/api/audit-logs', body: { action: 'LOGIN' }, expect: superadminOnly(405) },
    { method: 'PUT', path: '/api/audit-logs/:id', setup: lastAuditLog, body: { action: 'LOGIN' }, expect: superadminOnly(405) },
    { method: 'DELETE', path: '/api/audit-logs/:id', setup: lastAuditLog, expect: superadminOnly(405) },
  ],
};

import HistoryIcon from '@mui/icons-material/History';
import type { GlobalResourceScreens } from '../routing/global-screens';
import { lazyPage } from '../routing/lazy-page';

/** `/audit-logs` (superadmin): sign-ins, account and role changes. */
const auditLogs: GlobalResourceScreens = { resource: 'audit-logs', list: lazyPage(() => import('./AuditLogList')), icon: HistoryIcon, guard: 'users' };
export default auditLogs;

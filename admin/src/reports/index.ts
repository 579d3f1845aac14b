import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/reports` (ADMIN, USER, VIEWER; VIEWER's landing page): the registrations, gate, accreditation, sales and programme reports (issue 28). */
const reports: EventResourceScreens = { area: 'reports', page: lazyPage(() => import('./ReportsPage')) };
export default reports;

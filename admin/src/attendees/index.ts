import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/attendees`: list, `create`, `import`, `{attendeeId}` (show) and `{attendeeId}/edit` (SPEC §2). */
const attendees: EventResourceScreens = {
  area: 'attendees',
  api: 'attendees',
  list: lazyPage(() => import('./AttendeeList')),
  create: lazyPage(() => import('./AttendeeEdit'), 'AttendeeCreate'),
  edit: lazyPage(() => import('./AttendeeEdit'), 'AttendeeEdit'),
  show: lazyPage(() => import('./AttendeeShow'), 'AttendeeShow'),
  showAtRecordPath: true,
  extra: { import: lazyPage(() => import('./ImportWizard')) },
};
export default attendees;

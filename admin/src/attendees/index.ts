import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';
import { AttendeeCreate, AttendeeEdit } from './AttendeeEdit';
import AttendeeList from './AttendeeList';
import { AttendeeShow } from './AttendeeShow';

/** `/events/{id}/attendees`: list, `create`, `import`, `{attendeeId}` (show) and `{attendeeId}/edit` (SPEC §2). */
const attendees: EventResourceScreens = {
  api: 'attendees',
  list: AttendeeList,
  create: AttendeeCreate,
  edit: AttendeeEdit,
  show: AttendeeShow,
  showAtRecordPath: true,
  extra: { import: lazyPage(() => import('./ImportWizard')) },
};
export default attendees;

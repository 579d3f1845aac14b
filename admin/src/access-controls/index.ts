import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/accesscontrols` (SECRETARY, ADMIN): the scan log and the zones' occupancy. */
const accessControls: EventResourceScreens = {
  area: 'accesscontrols',
  api: 'access-controls',
  list: lazyPage(() => import('./ScanList')),
};
export default accessControls;

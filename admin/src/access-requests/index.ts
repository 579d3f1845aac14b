import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/accesscontrolrequests` (ADMIN): the review queue of access-control requests. */
const accessRequests: EventResourceScreens = {
  area: 'accesscontrolrequests',
  api: 'access-control-requests',
  list: lazyPage(() => import('./AccessRequestList')),
};
export default accessRequests;

import type { EventResourceScreens } from '../routing/EventResource';
import AccessRequestList from './AccessRequestList';

/** `/events/{id}/accesscontrolrequests` (ADMIN): the review queue of access-control requests. */
const accessRequests: EventResourceScreens = { api: 'access-control-requests', list: AccessRequestList };
export default accessRequests;

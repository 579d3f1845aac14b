import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/cloakroom` (ADMIN, SECRETARY): the hangers, and the desk at `cloakroom/hanger`. */
const cloakroom: EventResourceScreens = {
  area: 'cloakroom',
  api: 'hangers',
  list: lazyPage(() => import('./HangerList')),
  extra: { hanger: lazyPage(() => import('./HangerDesk')) },
};
export default cloakroom;

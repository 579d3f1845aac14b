import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/totems` (ADMIN): the kiosks and their maintenance; the kiosk screen itself is full screen (App.tsx). */
const totems: EventResourceScreens = {
  area: 'totems',
  api: 'totems',
  list: lazyPage(() => import('./TotemList')),
  extra: { maintenance: lazyPage(() => import('./TotemMaintenance')) },
};
export default totems;

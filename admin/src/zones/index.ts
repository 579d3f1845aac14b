import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/zones` (ADMIN): the venue's zones, edited in a dialog. */
const zones: EventResourceScreens = { area: 'zones', api: 'zones', list: lazyPage(() => import('./ZoneList')) };
export default zones;

import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/filters` (ADMIN): the saved attendee filters; renamed and shared in a dialog. */
const filters: EventResourceScreens = { area: 'filters', api: 'filters', list: lazyPage(() => import('./SavedFilterList')) };
export default filters;

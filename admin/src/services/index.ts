import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/services` (ADMIN): services on site, edited in a dialog. */
const services: EventResourceScreens = { area: 'services', api: 'services', list: lazyPage(() => import('./ServiceList')) };
export default services;

import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/options` (ADMIN): the event's fields, image, options and interface per role. */
const options: EventResourceScreens = { area: 'options', page: lazyPage(() => import('../events/EventEdit')) };
export default options;

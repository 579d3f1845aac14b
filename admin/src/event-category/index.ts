import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/eventcategories` (ADMIN): the event's category, shown and chosen. */
const eventCategory: EventResourceScreens = { area: 'eventcategories', page: lazyPage(() => import('./EventCategoryPage')) };
export default eventCategory;

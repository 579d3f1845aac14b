import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/attendeecategories` (ADMIN): one list, records edited in a dialog. */
const attendeeCategories: EventResourceScreens = {
  area: 'attendeecategories',
  api: 'attendee-categories',
  list: lazyPage(() => import('./AttendeeCategoryList')),
};
export default attendeeCategories;

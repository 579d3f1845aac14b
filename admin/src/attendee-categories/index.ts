import type { EventResourceScreens } from '../routing/EventResource';
import AttendeeCategoryList from './AttendeeCategoryList';

/** `/events/{id}/attendeecategories` (ADMIN): one list, records edited in a dialog. */
const attendeeCategories: EventResourceScreens = { api: 'attendee-categories', list: AttendeeCategoryList };
export default attendeeCategories;

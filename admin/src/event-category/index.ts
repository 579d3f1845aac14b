import type { EventResourceScreens } from '../routing/EventResource';
import EventCategoryPage from './EventCategoryPage';

/** `/events/{id}/eventcategories` (ADMIN): the event's category, shown and chosen. */
const eventCategory: EventResourceScreens = { page: EventCategoryPage };
export default eventCategory;

import type { EventResourceScreens } from '../routing/EventResource';
import SavedFilterList from './SavedFilterList';

/** `/events/{id}/filters` (ADMIN): the saved attendee filters; renamed and shared in a dialog. */
const filters: EventResourceScreens = { api: 'filters', list: SavedFilterList };
export default filters;

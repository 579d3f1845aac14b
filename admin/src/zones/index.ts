import type { EventResourceScreens } from '../routing/EventResource';
import ZoneList from './ZoneList';

/** `/events/{id}/zones` (ADMIN): the venue's zones, edited in a dialog. */
const zones: EventResourceScreens = { api: 'zones', list: ZoneList };
export default zones;

import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/rooms` (ADMIN): the programme's rooms, edited in a dialog (issue 27). */
const rooms: EventResourceScreens = { area: 'rooms', api: 'rooms', list: lazyPage(() => import('./RoomList')) };
export default rooms;

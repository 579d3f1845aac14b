import type { EventResourceScreens } from '../routing/EventResource';
import TotemList from './TotemList';
import TotemMaintenance from './TotemMaintenance';

/** `/events/{id}/totems` (ADMIN): the kiosks and their maintenance; the kiosk screen itself is full screen (App.tsx). */
const totems: EventResourceScreens = { api: 'totems', list: TotemList, extra: { maintenance: TotemMaintenance } };
export default totems;

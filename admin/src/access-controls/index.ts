import type { EventResourceScreens } from '../routing/EventResource';
import ScanList from './ScanList';

/** `/events/{id}/accesscontrols` (SECRETARY, ADMIN): the scan log and the zones' occupancy. */
const accessControls: EventResourceScreens = { api: 'access-controls', list: ScanList };
export default accessControls;

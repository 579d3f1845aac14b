import type { EventResourceScreens } from '../routing/EventResource';
import { VehicleCreate, VehicleEdit } from './VehicleEdit';
import VehicleList from './VehicleList';

/** `/events/{id}/vehicles` (every role; COMPANY its own company's, VIEWER reads): list, `create` and `{vehicleId}`. */
const vehicles: EventResourceScreens = { api: 'vehicles', list: VehicleList, create: VehicleCreate, edit: VehicleEdit };
export default vehicles;

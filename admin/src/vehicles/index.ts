import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';
import { VehicleCreate, VehicleEdit } from './VehicleEdit';
import VehicleList from './VehicleList';

/** `/events/{id}/vehicles` (every role; COMPANY its own company's, VIEWER reads): list, `create`, `import` and `{vehicleId}`. */
const vehicles: EventResourceScreens = {
  api: 'vehicles',
  list: VehicleList,
  create: VehicleCreate,
  edit: VehicleEdit,
  extra: { import: lazyPage(() => import('./VehicleImport')) },
};
export default vehicles;

import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/vehicles` (every role; COMPANY its own company's, VIEWER reads): list, `create`, `import` and `{vehicleId}`. */
const vehicles: EventResourceScreens = {
  area: 'vehicles',
  api: 'vehicles',
  list: lazyPage(() => import('./VehicleList')),
  create: lazyPage(() => import('./VehicleEdit'), 'VehicleCreate'),
  edit: lazyPage(() => import('./VehicleEdit'), 'VehicleEdit'),
  extra: { import: lazyPage(() => import('./VehicleImport')) },
};
export default vehicles;

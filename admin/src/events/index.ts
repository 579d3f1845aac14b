import EventIcon from '@mui/icons-material/Event';
import type { GlobalResourceScreens } from '../routing/global-screens';
import { lazyPage } from '../routing/lazy-page';

/** `/events`: the events the user has a role in (all for a superadmin); creating one is the superadmin's. */
const events: GlobalResourceScreens = {
  resource: 'events',
  list: lazyPage(() => import('./EventList')),
  create: lazyPage(() => import('./EventCreate')),
  icon: EventIcon,
  recordRepresentation: 'name',
  createGuard: 'users',
};
export default events;

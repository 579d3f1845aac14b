import EventIcon from '@mui/icons-material/Event';
import type { GlobalResourceScreens } from '../routing/global-resource';
import { lazyPage } from '../routing/lazy-page';

/** `/events`: the events the user has a role in (all for a superadmin); creating one is the superadmin's. */
const events: GlobalResourceScreens = { list: lazyPage(() => import('./EventList')), icon: EventIcon, recordRepresentation: 'name' };
export default events;

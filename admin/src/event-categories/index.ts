import LabelIcon from '@mui/icons-material/Label';
import type { GlobalResourceScreens } from '../routing/global-screens';
import { lazyPage } from '../routing/lazy-page';

/** `/event-categories` (superadmin): kinds of events, one list with create and edit dialogs. */
const eventCategories: GlobalResourceScreens = {
  resource: 'event-categories',
  list: lazyPage(() => import('./EventCategoryList')),
  icon: LabelIcon,
  recordRepresentation: 'name',
  guard: 'users',
};
export default eventCategories;

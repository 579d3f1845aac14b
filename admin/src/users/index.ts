import PeopleIcon from '@mui/icons-material/People';
import type { GlobalResourceScreens } from '../routing/global-screens';
import { lazyPage } from '../routing/lazy-page';

/** `/users` (superadmin): list, create and edit, with event roles and 2FA reset. */
const users: GlobalResourceScreens = {
  resource: 'users',
  list: lazyPage(() => import('./UserList')),
  create: lazyPage(() => import('./UserCreate')),
  edit: lazyPage(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
  guard: 'users',
};
export default users;

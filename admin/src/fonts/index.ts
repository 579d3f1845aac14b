import FontDownloadIcon from '@mui/icons-material/FontDownload';
import type { GlobalResourceScreens } from '../routing/global-screens';
import { lazyPage } from '../routing/lazy-page';

/** `/fonts` (superadmin): the fonts documents and badges are printed with. */
const fonts: GlobalResourceScreens = {
  resource: 'fonts',
  list: lazyPage(() => import('./FontList')),
  create: lazyPage(() => import('./FontCreate')),
  edit: lazyPage(() => import('./FontEdit')),
  icon: FontDownloadIcon,
  recordRepresentation: 'name',
  guard: 'fonts',
};
export default fonts;

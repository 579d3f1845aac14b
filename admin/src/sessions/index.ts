import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/sessions` (ADMIN): the programme as a list or a day × room grid, `create` and `{sessionId}` (issue 27). */
const sessions: EventResourceScreens = {
  area: 'sessions',
  api: 'sessions',
  list: lazyPage(() => import('./SessionsPage')),
  create: lazyPage(() => import('./SessionEdit'), 'SessionCreate'),
  edit: lazyPage(() => import('./SessionEdit'), 'SessionEdit'),
};
export default sessions;

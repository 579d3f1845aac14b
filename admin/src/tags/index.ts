import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/tags` (ADMIN): one list, tags edited in a dialog. */
const tags: EventResourceScreens = { area: 'tags', api: 'tags', list: lazyPage(() => import('./TagList')) };
export default tags;

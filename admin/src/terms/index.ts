import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/terms` (ADMIN): the texts attendees accept, `create` and `{termId}` (SPEC §2, §5). */
const terms: EventResourceScreens = {
  area: 'terms',
  api: 'terms',
  list: lazyPage(() => import('./TermList')),
  create: lazyPage(() => import('./TermEdit'), 'TermCreate'),
  edit: lazyPage(() => import('./TermEdit'), 'TermEdit'),
};
export default terms;

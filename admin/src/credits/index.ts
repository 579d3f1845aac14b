import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/credits` (ADMIN): the training-credit rules, edited in a dialog, and `results`, what they gave (issue 27). */
const credits: EventResourceScreens = {
  area: 'credits',
  api: 'credits',
  list: lazyPage(() => import('./CreditRuleList')),
  extra: { results: lazyPage(() => import('./CreditResultList')) },
};
export default credits;

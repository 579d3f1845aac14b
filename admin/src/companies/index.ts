import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/companies` (every role; COMPANY sees its own company, VIEWER reads): list, `create` and `{companyId}`. */
const companies: EventResourceScreens = {
  area: 'companies',
  api: 'companies',
  list: lazyPage(() => import('./CompanyList')),
  create: lazyPage(() => import('./CompanyEdit'), 'CompanyCreate'),
  edit: lazyPage(() => import('./CompanyEdit'), 'CompanyEdit'),
};
export default companies;

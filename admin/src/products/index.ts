import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/products` (ADMIN): list, `create` and `{productId}`. */
const products: EventResourceScreens = {
  area: 'products',
  api: 'products',
  list: lazyPage(() => import('./ProductList')),
  create: lazyPage(() => import('./ProductEdit'), 'ProductCreate'),
  edit: lazyPage(() => import('./ProductEdit'), 'ProductEdit'),
};
export default products;

import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/** `/events/{id}/productcategories` (ADMIN): one list with create and edit dialogs. */
const productCategories: EventResourceScreens = {
  area: 'productcategories',
  api: 'product-categories',
  page: lazyPage(() => import('./ProductCategoryList')),
};
export default productCategories;

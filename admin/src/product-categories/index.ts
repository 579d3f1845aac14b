import type { EventResourceScreens } from '../routing/EventResource';
import ProductCategoryList from './ProductCategoryList';

/** `/events/{id}/productcategories` (ADMIN): one list with create and edit dialogs. */
const productCategories: EventResourceScreens = { api: 'product-categories', page: ProductCategoryList };
export default productCategories;

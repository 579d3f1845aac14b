import type { EventResourceScreens } from '../routing/EventResource';
import { ProductCreate, ProductEdit } from './ProductEdit';
import ProductList from './ProductList';

/** `/events/{id}/products` (ADMIN): list, `create` and `{productId}`. */
const products: EventResourceScreens = { api: 'products', list: ProductList, create: ProductCreate, edit: ProductEdit };
export default products;

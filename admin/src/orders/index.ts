import type { EventResourceScreens } from '../routing/EventResource';
import { lazyPage } from '../routing/lazy-page';

/**
 * `/events/{id}/orders` (ADMIN): the list and `{orderId}/show` (`{orderId}` leads there). Orders are
 * made by attendees at checkout: staff have no create or edit page, only the actions on the show page.
 * `payment-settings`: how the event's attendees pay.
 */
const orders: EventResourceScreens = {
  area: 'orders',
  api: 'orders',
  list: lazyPage(() => import('./OrderList')),
  show: lazyPage(() => import('./OrderShow')),
  extra: { 'payment-settings': lazyPage(() => import('./PaymentSettingsPage')) },
};
export default orders;

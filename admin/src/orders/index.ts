import type { EventResourceScreens } from '../routing/EventResource';
import OrderList from './OrderList';
import OrderShow from './OrderShow';
import PaymentSettingsPage from './PaymentSettingsPage';

/**
 * `/events/{id}/orders` (ADMIN): the list and `{orderId}/show` (`{orderId}` leads there). Orders are
 * made by attendees at checkout: staff have no create or edit page, only the actions on the show page.
 * `payment-settings`: how the event's attendees pay.
 */
const orders: EventResourceScreens = {
  api: 'orders',
  list: OrderList,
  show: OrderShow,
  extra: { 'payment-settings': PaymentSettingsPage },
};
export default orders;

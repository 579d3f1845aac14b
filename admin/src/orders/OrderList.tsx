import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@eventdesk/shared';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Button, FilterButton, SearchInput, SelectInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentEvent } from '../routing/EventContext';
import { OrdersTable } from './OrdersTable';
import { EventResourceList } from '../forms/EventResourceList';

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <SelectInput
    source="payment_status"
    choices={PAYMENT_STATUSES.map((id) => ({ id, name: `payment_status.${id}` }))}
    alwaysOn
    key="payment_status"
    data-testid="order-filter-payment-status"
  />,
  <SelectInput source="status" choices={ORDER_STATUSES.map((id) => ({ id, name: `resources.orders.statuses.${id}` }))} key="status" />,
  <SelectInput
    source="payment_method"
    choices={PAYMENT_METHODS.map((id) => ({ id, name: `resources.orders.payment_methods.${id}` }))}
    key="payment_method"
  />,
];

/** `/events/{id}/orders` (ADMIN): newest first; search by number or attendee; a row opens the order. */
export default function OrderList() {
  const eventId = useCurrentEvent()?.event.id;
  if (!eventId) return null;
  return (
    <EventResourceList
      resource="orders"
      filters={filters}
      sort={{ field: 'number', order: 'DESC' }}
      toolbar={
        <>
          <FilterButton />
          <Button component={Link} to="payment-settings" label="payment_settings.title" data-testid="open-payment-settings">
            <AccountBalanceIcon />
          </Button>
        </>
      }
    >
      <OrdersTable eventId={eventId} />
    </EventResourceList>
  );
}

import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@eventdesk/shared';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Button, FilterButton, List, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentEvent } from '../routing/EventContext';
import { WIDE_TABLE_SCROLLS } from '../layout/wide-table';
import { OrdersTable } from './OrdersTable';

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
    <List
      resource="orders"
      storeKey={`orders.${eventId}`}
      queryOptions={{ meta: { eventId } }}
      filters={filters}
      sort={{ field: 'number', order: 'DESC' }}
      exporter={false}
      empty={false}
      sx={WIDE_TABLE_SCROLLS}
      actions={
        <TopToolbar>
          <FilterButton />
          <Button component={Link} to="payment-settings" label="payment_settings.title" data-testid="open-payment-settings">
            <AccountBalanceIcon />
          </Button>
        </TopToolbar>
      }
    >
      <OrdersTable eventId={eventId} />
    </List>
  );
}

import { canEnterRoute, type CurrentUserDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import { ListBase, ResourceContextProvider, useListContext, usePermissions, useTranslate } from 'react-admin';
import { WIDE_TABLE_SCROLLS } from '../layout/wide-table';
import { OrdersTable } from './OrdersTable';

function Content({ eventId }: { eventId: number }) {
  const { total, isPending, error } = useListContext();
  const translate = useTranslate();
  if (error) return <Typography color="error">{translate('resources.orders.attendee_orders.error')}</Typography>;
  if (!isPending && !total)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="attendee-orders-empty">
        {translate('resources.orders.attendee_orders.empty')}
      </Typography>
    );
  return <OrdersTable eventId={eventId} withAttendee={false} />;
}

/**
 * An attendee's orders in the event (for the attendee edit page): `GET …/orders?filter={"attendee_id":…}`,
 * newest first; a row opens the order. Orders are ADMIN-only (SPEC §2): for other roles this renders nothing.
 */
export function AttendeeOrders({ eventId, attendeeId }: { eventId: number; attendeeId: number }) {
  const { permissions, isPending } = usePermissions<CurrentUserDto | null>();
  const translate = useTranslate();
  if (isPending || !canEnterRoute(permissions ?? null, eventId, 'orders').allowed) return null;
  return (
    <Box data-testid="attendee-orders" sx={WIDE_TABLE_SCROLLS}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {translate('resources.orders.attendee_orders.title')}
      </Typography>
      <ResourceContextProvider value="orders">
        <ListBase
          resource="orders"
          filter={{ attendee_id: attendeeId }}
          sort={{ field: 'number', order: 'DESC' }}
          perPage={100}
          disableSyncWithLocation
          storeKey={false}
          queryOptions={{ meta: { eventId } }}
        >
          <Content eventId={eventId} />
        </ListBase>
      </ResourceContextProvider>
    </Box>
  );
}

export default AttendeeOrders;

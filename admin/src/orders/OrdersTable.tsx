import type { OrderDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import { forwardRef, type ComponentProps } from 'react';
import { DataTable, DataTableBody, DataTableRow, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useFormatDateTime } from '../format/dates';
import { useFormatMoney } from '../format/money';
import { attendeeName, OrderStatusChip, PaymentStatusChip, usePaymentMethodLabel } from './OrderChips';

/** Rows carry `data-testid="order-row-{number}"` for the browser tests. */
const OrderRow = forwardRef<HTMLTableRowElement, ComponentProps<typeof DataTableRow>>(function OrderRow(props, ref) {
  const record = useRecordContext<OrderDto>();
  return <DataTableRow ref={ref} {...props} data-testid={record ? `order-row-${record.number}` : undefined} />;
});

function OrderBody(props: ComponentProps<typeof DataTableBody>) {
  return <DataTableBody {...props} row={OrderRow} />;
}

function OrderNumber() {
  const record = useRecordContext<OrderDto>();
  return <>{record ? `#${record.number}` : null}</>;
}

function Attendee() {
  const record = useRecordContext<OrderDto>();
  if (!record) return null;
  const name = attendeeName(record.attendee);
  return (
    <Box>
      <Typography variant="body2">{name}</Typography>
      {record.attendee.email && record.attendee.email !== name && (
        <Typography variant="caption" color="text.secondary">
          {record.attendee.email}
        </Typography>
      )}
    </Box>
  );
}

/** The gross total, with net and VAT under it. */
function Totals() {
  const record = useRecordContext<OrderDto>();
  const money = useFormatMoney();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {money(record.total_gross_cents, record.currency)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {translate('resources.orders.net_vat', {
          net: money(record.total_net_cents, record.currency),
          vat: money(record.total_vat_cents, record.currency),
        })}
      </Typography>
    </Box>
  );
}

function Created() {
  const record = useRecordContext<OrderDto>();
  const date = useFormatDateTime();
  return <>{record ? date(record.created_at) : null}</>;
}

function Method() {
  const record = useRecordContext<OrderDto>();
  const label = usePaymentMethodLabel();
  return <>{record ? label(record.payment_method) : null}</>;
}

function Statuses() {
  const record = useRecordContext<OrderDto>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <OrderStatusChip status={record.status} />
      <PaymentStatusChip status={record.payment_status} />
    </Box>
  );
}

/**
 * Orders in a table (the orders list and an attendee's orders). A row opens the order at
 * `/events/{eventId}/orders/{id}/show`, an absolute path, so it works inside and outside the orders area.
 */
export function OrdersTable({ eventId, withAttendee = true }: { eventId: number; withAttendee?: boolean }) {
  return (
    <DataTable<OrderDto> body={OrderBody} bulkActionButtons={false} rowClick={(id: Identifier) => `/events/${eventId}/orders/${id}/show`}>
      <DataTable.Col source="number">
        <OrderNumber />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <Created />
      </DataTable.Col>
      {withAttendee && (
        <DataTable.Col source="attendee" disableSort>
          <Attendee />
        </DataTable.Col>
      )}
      <DataTable.Col source="total_gross_cents" align="right">
        <Totals />
      </DataTable.Col>
      <DataTable.Col source="payment_method">
        <Method />
      </DataTable.Col>
      <DataTable.Col source="payment_status" label="resources.orders.fields.statuses">
        <Statuses />
      </DataTable.Col>
    </DataTable>
  );
}

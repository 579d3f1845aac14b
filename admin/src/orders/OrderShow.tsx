import { PAYMENT_METHODS, type OrderDetailDto, type OrderEventDto, type PaymentMethod } from '@eventdesk/shared';
import { Box, Card, CardContent, Divider, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatDateTime } from '../format/dates';
import { useFormatMoney, useFormatVat } from '../format/money';
import { CancelOrderButton, MarkPaidButton, RefundNoteButton } from './OrderActions';
import { attendeeName, OrderStatusChip, PaymentStatusChip, usePaymentMethodLabel } from './OrderChips';

function OrderTitle() {
  const record = useRecordContext<OrderDetailDto>();
  const translate = useTranslate();
  return <>{record ? translate('resources.orders.title', { number: record.number }) : ''}</>;
}

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ListButton data-testid="order-back" />
      <RefundNoteButton />
      <CancelOrderButton />
      <MarkPaidButton />
    </TopToolbar>
  );
}

/**
 * A wide table scrolls inside its card on a phone: zero width as its own contribution, full width by
 * min-width, so the layout is not stretched to the table's width.
 */
const scroll = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Box sx={{ typography: 'body2' }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}

function Heading({ children }: { children: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
}

function Summary({ order }: { order: OrderDetailDto }) {
  const date = useFormatDateTime();
  const method = usePaymentMethodLabel();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Item label="resources.orders.fields.number">#{order.number}</Item>
      <Item label="resources.orders.fields.attendee">
        <Link component={RouterLink} to={`/events/${order.event_id}/attendees/${order.attendee_id}/edit`} data-testid="order-attendee">
          {attendeeName(order.attendee)}
        </Link>
        {order.attendee.email && (
          <Typography variant="caption" color="text.secondary" component="div">
            {order.attendee.email}
          </Typography>
        )}
      </Item>
      <Item label="resources.orders.fields.created_at">{date(order.created_at)}</Item>
      <Item label="resources.orders.fields.payment_method">{method(order.payment_method)}</Item>
      <Item label="resources.orders.fields.status">
        <OrderStatusChip status={order.status} />
      </Item>
      <Item label="resources.orders.fields.payment_status">
        <PaymentStatusChip status={order.payment_status} />
      </Item>
      {order.paid_at && <Item label="resources.orders.fields.paid_at">{date(order.paid_at)}</Item>}
      {order.cancelled_at && <Item label="resources.orders.fields.cancelled_at">{date(order.cancelled_at)}</Item>}
    </Box>
  );
}

function Lines({ order }: { order: OrderDetailDto }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const vat = useFormatVat();
  const m = (cents: number) => money(cents, order.currency);
  const head = (key: string, right = false) => (
    <TableCell align={right ? 'right' : 'left'}>{translate(`resources.orders.lines.${key}`)}</TableCell>
  );
  return (
    <Box sx={scroll}>
      <Table size="small" data-testid="order-lines">
        <TableHead>
          <TableRow>
            {head('product_name')}
            {head('quantity', true)}
            {head('unit_price', true)}
            {head('vat_rate', true)}
            {head('net', true)}
            {head('vat', true)}
            {head('gross', true)}
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.product_name}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{m(line.unit_price_cents)}</TableCell>
              <TableCell align="right">{vat(line.vat_rate)}</TableCell>
              <TableCell align="right">{m(line.net_cents)}</TableCell>
              <TableCell align="right">{m(line.vat_cents)}</TableCell>
              <TableCell align="right">{m(line.gross_cents)}</TableCell>
            </TableRow>
          ))}
          <TableRow data-testid="order-totals">
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {translate('resources.orders.lines.total')}
            </TableCell>
            <TableCell align="right" data-testid="order-total-net">
              {m(order.total_net_cents)}
            </TableCell>
            <TableCell align="right" data-testid="order-total-vat">
              {m(order.total_vat_cents)}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="order-total-gross">
              {m(order.total_gross_cents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

function Who({ event }: { event: OrderEventDto }) {
  const translate = useTranslate();
  if (event.user_id !== null) return <>{translate('resources.orders.actors.staff', { id: event.user_id })}</>;
  if (event.attendee_id !== null) return <>{translate('resources.orders.actors.attendee')}</>;
  return <>{translate('resources.orders.actors.provider')}</>;
}

function History({ order }: { order: OrderDetailDto }) {
  const translate = useTranslate();
  const date = useFormatDateTime();
  const status = (s: string | null) => (s ? translate(`resources.orders.statuses.${s}`, { _: s }) : '—');
  const payment = (s: string | null) => (s ? translate(`payment_status.${s}`, { _: s }) : '—');
  const method = usePaymentMethodLabel();
  // The checkout records the payment method chosen as the note of `created`.
  const noteText = (event: OrderEventDto) =>
    event.action === 'created' && (PAYMENT_METHODS as readonly string[]).includes(event.note ?? '')
      ? method(event.note as PaymentMethod)
      : event.note;
  const change = (from: string | null, to: string, label: (s: string | null) => string) =>
    from === to ? label(to) : `${label(from)} → ${label(to)}`;
  return (
    <Box sx={scroll}>
      <Table size="small" data-testid="order-history">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.orders.history.when')}</TableCell>
            <TableCell>{translate('resources.orders.history.action')}</TableCell>
            <TableCell>{translate('resources.orders.history.who')}</TableCell>
            <TableCell>{translate('resources.orders.fields.status')}</TableCell>
            <TableCell>{translate('resources.orders.fields.payment_status')}</TableCell>
            <TableCell>{translate('resources.orders.fields.note')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.events.map((event) => (
            <TableRow key={event.id} data-testid={`order-event-${event.action}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(event.created_at)}</TableCell>
              <TableCell>{translate(`resources.orders.history.actions.${event.action}`, { _: event.action })}</TableCell>
              <TableCell>
                <Who event={event} />
              </TableCell>
              <TableCell>{change(event.from_status, event.to_status, status)}</TableCell>
              <TableCell>{change(event.from_payment_status, event.to_payment_status, payment)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{noteText(event)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function OrderDetail() {
  const order = useRecordContext<OrderDetailDto>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Card>
      <CardContent data-testid="order-show" data-order-number={order.number}>
        <Summary order={order} />
        {order.refund_note && (
          <>
            <Heading>resources.orders.fields.refund_note</Heading>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="order-refund-note">
              {order.refund_note}
            </Typography>
          </>
        )}
        <Heading>resources.orders.sections.lines</Heading>
        <Lines order={order} />
        <Divider sx={{ mt: 3 }} />
        <Heading>resources.orders.sections.history</Heading>
        {order.events.length ? (
          <History order={order} />
        ) : (
          <Typography variant="body2">{translate('resources.orders.history.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** `/events/{id}/orders/{orderId}/show` (ADMIN): the order, its lines and totals, its history, and the staff actions. */
export default function OrderShow() {
  return (
    <Show resource="orders" title={<OrderTitle />} actions={<Actions />} component="div">
      <OrderDetail />
    </Show>
  );
}

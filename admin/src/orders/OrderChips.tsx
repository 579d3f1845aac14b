import type { OrderStatus, PaymentMethod, PaymentStatus } from '@eventdesk/shared';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const PAYMENT_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'default'> = { PAID: 'success', PENDING: 'warning', UNPAID: 'default' };
const STATUS_COLORS: Record<OrderStatus, 'primary' | 'default' | 'error'> = { PLACED: 'primary', DRAFT: 'default', CANCELLED: 'error' };

/** The payment status; `data-status` carries the raw value for tests. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={PAYMENT_COLORS[status]}
      label={translate(`payment_status.${status}`)}
      data-testid="order-payment-status"
      data-status={status}
    />
  );
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={translate(`resources.orders.statuses.${status}`)}
      data-testid="order-status"
      data-status={status}
    />
  );
}

export function usePaymentMethodLabel(): (method: PaymentMethod) => string {
  const translate = useTranslate();
  return (method) => translate(`resources.orders.payment_methods.${method}`, { _: method });
}

export const attendeeName = (a: { first_name: string | null; last_name: string | null; email: string | null; id: number }): string =>
  [a.first_name, a.last_name].filter(Boolean).join(' ') || a.email || `#${a.id}`;

import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../platform/common/errors';

/** Commerce's errors (checkout, orders and their states, payments, products): each named once with its status (issue 25); thrown as `CommerceError('name')`. */
export const CommerceError = defineErrors({
  out_of_stock: { status: HttpStatus.CONFLICT, code: true },
  payment_provider_error: { status: HttpStatus.SERVICE_UNAVAILABLE, code: true },
  order_already_cancelled: { status: HttpStatus.CONFLICT },
  payments_not_configured: { status: HttpStatus.SERVICE_UNAVAILABLE, code: true },
  webhook_signature_invalid: { status: HttpStatus.BAD_REQUEST, code: true },
  product_has_orders: { status: HttpStatus.CONFLICT },
  order_already_paid: { status: HttpStatus.CONFLICT },
  order_cancelled: { status: HttpStatus.CONFLICT },
  order_not_paid: { status: HttpStatus.CONFLICT },
  order_online_payment_open: { status: HttpStatus.CONFLICT },
  order_refund_note_required: { status: HttpStatus.CONFLICT },
});
export type CommerceErrorName = (typeof CommerceError.names)[number];

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { isDuplicateKey } from '../../platform/common/db-errors';
import { forUpdate, writeTransaction } from '../../platform/database/write-transaction';
import type { PaymentEvent } from '../payments/payment-provider';
import { PaymentWebhookEvent } from '../payments/payment-webhook-event.entity';
import { OrderMailer } from './order-mailer';
import { applyTransition } from './order-state';
import type { OrderAction } from './order-transitions';
import { Order } from './order.entity';

const PROVIDER_ACTIONS: Record<NonNullable<PaymentEvent['outcome']>, OrderAction> = {
  paid: 'provider_paid',
  pending: 'provider_pending',
  failed: 'provider_failed',
  expired: 'provider_expired',
};

/** The payment providers' outcomes (webhooks), applied to the orders they concern. */
@Injectable()
export class OrderPaymentsService {
  private readonly logger = new Logger(OrderPaymentsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mailer: OrderMailer,
  ) {}

  /**
   * A verified provider event. Its id is stored in the same transaction as the change it causes, so
   * a second delivery of the same event changes nothing (`duplicate`). Events for unknown sessions and
   * outcomes that no longer apply are acknowledged and left alone.
   */
  async applyPaymentEvent(event: PaymentEvent): Promise<{ duplicate: boolean; orderId: number | null }> {
    let confirmed = false;
    const result = await writeTransaction(this.db, async (m) => {
      try {
        await m.getRepository(PaymentWebhookEvent).insert({ provider: event.provider, eventId: event.id, type: event.type.slice(0, 100) });
      } catch (error) {
        if (isDuplicateKey(error)) return { duplicate: true, orderId: null };
        throw error;
      }
      if (!event.outcome) return { duplicate: false, orderId: null };
      const order = await this.findBySession(m, event);
      if (!order) {
        this.logger.warn(`${event.provider} event ${event.id} (${event.type}): no order for session ${event.sessionId}`);
        return { duplicate: false, orderId: null };
      }
      const notes = [`${event.type} ${event.id}`];
      if (event.outcome === 'paid') {
        if (event.amountCents !== null && event.amountCents !== order.totalGrossCents) {
          notes.push(`amount ${event.amountCents} ${event.currency ?? ''} differs from the order total ${order.totalGrossCents}`);
        }
        if (order.status === 'CANCELLED' && order.paymentStatus !== 'PAID') notes.push('paid after cancellation: refund it');
      }
      const wasDraft = order.status === 'DRAFT';
      const t = await applyTransition(
        m,
        order,
        PROVIDER_ACTIONS[event.outcome],
        {},
        {
          note: notes.join(' — '),
          patch: order.stripeSessionId ? {} : { stripeSessionId: event.sessionId },
        },
      );
      confirmed = wasDraft && t.status === 'PLACED';
      return { duplicate: false, orderId: order.id };
    });
    if (confirmed && result.orderId) await this.mailer.sendConfirmation(result.orderId);
    return result;
  }

  private async findBySession(m: EntityManager, event: PaymentEvent): Promise<Order | null> {
    const qb = m.getRepository(Order).createQueryBuilder('ord');
    if (event.sessionId) {
      const bySession = await forUpdate(
        qb.clone().where('ord.stripeSessionId = :sessionId', { sessionId: event.sessionId }),
        this.db,
      ).getOne();
      if (bySession) return bySession;
    }
    // The webhook may overtake the write of the session id right after the session was created.
    if (event.orderId === null) return null;
    return forUpdate(
      qb.where("ord.id = :id AND ord.stripeSessionId IS NULL AND ord.paymentMethod = 'STRIPE'", { id: event.orderId }),
      this.db,
    ).getOne();
  }
}

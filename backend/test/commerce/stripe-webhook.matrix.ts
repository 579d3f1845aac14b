import { everyone, type ResourceMatrix } from '../authz/matrix-kit';

/** Stripe's payment webhook (issue 6): public, Stripe has no session; the signature is the proof. */
export const MATRIX: ResourceMatrix = {
  routes: [
    {
      method: 'POST',
      path: '/api/payments/stripe/webhook',
      body: { id: 'evt_matrix', type: 'checkout.session.completed' },
      note: 'public (Stripe has no session; the signature is the proof): 503 while Stripe is not configured, as here; signatures in test/commerce/stripe-webhook.e2e-spec.ts',
      expect: everyone(503),
    },
  ],
};

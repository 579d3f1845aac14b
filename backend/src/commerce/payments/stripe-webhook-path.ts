/**
 * Where Stripe posts its events. app.factory.ts gives this path the raw body (the signature is over
 * the exact bytes) and exempts it from the CSRF check (Stripe has no session; the signature is the
 * proof).
 */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

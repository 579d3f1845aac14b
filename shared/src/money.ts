import type { BankTransferDetails } from './commerce/responses';
import type { Currency, Language } from './enums';

/*
 * Money of the commerce (issue 6) without zod, so that the attendee site can split and format it as the
 * API does at no bundle cost: cents are integers, VAT rates basis points (2200 = 22 %), prices
 * VAT-inclusive (docs/decisions.md, "Commerce"). The limits are the checkout schema's.
 */

export const PRICE_MAX_CENTS = 100_000_000;
/** 100 % in basis points. */
export const VAT_RATE_MAX = 10_000;
/** Most units of one product in one order. */
export const ORDER_QUANTITY_MAX = 100;
export const CHECKOUT_LINES_MAX = 50;
export const PRODUCT_TEXT_MAX = 5000;
export const ORDER_NOTE_MAX = 2000;

export interface MoneySplit {
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

/**
 * Net and VAT of a VAT-inclusive amount: net = gross / (1 + rate), rounded half up to the cent in
 * integer arithmetic (no floating-point drift); VAT is the rest, so net + VAT is always the gross.
 */
export function splitGross(grossCents: number, vatRate: number): MoneySplit {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`gross must be whole cents ≥ 0, got ${grossCents}`);
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > VAT_RATE_MAX) throw new RangeError(`VAT rate out of range: ${vatRate}`);
  const divisor = VAT_RATE_MAX + vatRate;
  const net = Math.floor((grossCents * 2 * VAT_RATE_MAX + divisor) / (2 * divisor));
  return { net_cents: net, vat_cents: grossCents - net, gross_cents: grossCents };
}

/** One order line: the gross is unit price × quantity, split once per line. */
export function lineTotals(unitPriceCents: number, quantity: number, vatRate: number): MoneySplit {
  return splitGross(unitPriceCents * quantity, vatRate);
}

/** The sums of the lines (each already rounded; the order adds them up). */
export function orderTotals(lines: MoneySplit[]): MoneySplit {
  return lines.reduce(
    (sum, l) => ({
      net_cents: sum.net_cents + l.net_cents,
      vat_cents: sum.vat_cents + l.vat_cents,
      gross_cents: sum.gross_cents + l.gross_cents,
    }),
    { net_cents: 0, vat_cents: 0, gross_cents: 0 },
  );
}

/** `12,50 €` in Italian, `€12.50` in English. */
export function formatMoney(cents: number, currency: Currency | string, lang: Language): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'it-IT', { style: 'currency', currency }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage: 2200 → `22%`, 550 → `5.5%` (`5,5%` in Italian). */
export function formatVatRate(vatRate: number, lang: Language): string {
  return `${new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'it-IT', { maximumFractionDigits: 2 }).format(vatRate / 100)}%`;
}

/** The payment reference of an order when the event sets no pattern of its own (payment settings, issue 11). */
export const PAYMENT_REFERENCE_DEFAULT = 'Ordine {order} - {attendee_code} {last_name}';

/** The details of a bank transfer for one order, as the attendee's result page and e-mail show them. */
/** Where to send a bank transfer and the reference to write (its schema: commerce/responses.ts). */
export type { BankTransferDetails };

/** `IT60 X054 2811 1010 0000 0123 456`: the IBAN in groups of four, as it is read aloud and printed. */
export function printIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The payment reference of one order: the event's pattern (or the default) with its tokens replaced. */
export function paymentReference(
  pattern: string | null,
  values: { order: number; event: string; attendee_code: string | null; last_name: string | null },
): string {
  const filled = (pattern ?? PAYMENT_REFERENCE_DEFAULT)
    .replaceAll('{order}', String(values.order))
    .replaceAll('{event}', values.event)
    .replaceAll('{attendee_code}', values.attendee_code ?? '')
    .replaceAll('{last_name}', values.last_name ?? '');
  return filled.replace(/\s+/g, ' ').trim();
}

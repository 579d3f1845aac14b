import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../enums';
import { nullableText } from './common';

/*
 * How the attendees of one event may pay (issue 11): the methods the organiser enables, the bank
 * details a bank transfer needs and the text of the on-site desk. A method is offered only when it is
 * enabled and configured: a bank transfer needs an IBAN and a beneficiary, a card payment needs the
 * server's Stripe keys. Blank or absent texts are stored as null (a PUT merges into the stored settings first).
 */

/** What the payment reference may hold, replaced per order. `{order}` is required: it is how staff match a transfer. */
export const PAYMENT_REFERENCE_TOKENS = ['{order}', '{event}', '{attendee_code}', '{last_name}'] as const;
export const PAYMENT_DESK_TEXT_MAX = 1000;

/** Absent, blank or null: null (a PUT merges into the stored settings first). */
const text = (max: number) =>
  nullableText(max)
    .optional()
    .transform((v) => v ?? null);

/** An IBAN as banks print it or typed with spaces: stored in its electronic form (IT60X0542811101000000123456), checked with its check digits. */
const iban = z.preprocess(
  (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? null
      : typeof v === 'string'
        ? (electronicFormatIBAN(v) ?? v)
        : v,
  z
    .string()
    .max(34)
    .refine((v) => isValidIBAN(v), 'invalid_iban')
    .nullable(),
);

const bic = z.preprocess(
  (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
      ? null
      : typeof v === 'string'
        ? v.replace(/\s+/g, '').toUpperCase()
        : v,
  z
    .string()
    .max(11)
    .refine((v) => isValidBIC(v), 'invalid_bic')
    .nullable(),
);

export const paymentSettingsSchema = z
  .object({
    methods: z
      .array(z.enum(PAYMENT_METHODS))
      .max(PAYMENT_METHODS.length)
      .transform((methods) => PAYMENT_METHODS.filter((m) => methods.includes(m))),
    iban,
    beneficiary: text(140),
    bank_name: text(140),
    bic,
    reference_pattern: text(140).refine((v) => v === null || v.includes('{order}'), 'reference_needs_order'),
    desk_text_it: text(PAYMENT_DESK_TEXT_MAX),
    desk_text_en: text(PAYMENT_DESK_TEXT_MAX),
  })
  .superRefine((s, ctx) => {
    if (!s.methods.includes('BANK_TRANSFER')) return;
    if (!s.iban) ctx.addIssue({ code: 'custom', message: 'bank_transfer_needs', path: ['iban'] });
    if (!s.beneficiary) ctx.addIssue({ code: 'custom', message: 'bank_transfer_needs', path: ['beneficiary'] });
  });
export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;

/** Whether a method enabled in `settings` can be offered: a bank transfer needs its details, a card payment the server's keys. */
export function offeredMethods(
  settings: Pick<PaymentSettingsInput, 'methods' | 'iban' | 'beneficiary'>,
  serverCan: (method: PaymentMethod) => boolean,
): PaymentMethod[] {
  return settings.methods.filter((m) => serverCan(m) && (m !== 'BANK_TRANSFER' || (!!settings.iban && !!settings.beneficiary)));
}

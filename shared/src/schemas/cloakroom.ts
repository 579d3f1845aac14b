import { z } from 'zod';

export const RACK_HANGERS_MAX = 1000;

const rack = z
  .string('required')
  .trim()
  .toUpperCase()
  .min(1, 'required')
  .max(20)
  .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'invalid_format');

/** `POST …/hangers/rack`: a rack with hangers numbered `from` to `to` (the ones that exist already are kept). */
export const hangerRackSchema = z
  .object({
    rack,
    from: z.number('invalid_type').int('not_an_integer').min(1).max(100_000).default(1),
    to: z.number('invalid_type').int('not_an_integer').min(1).max(100_000),
  })
  .superRefine((r, ctx) => {
    if (r.to < r.from) ctx.addIssue({ code: 'custom', message: 'window_end_before_start', path: ['to'] });
    else if (r.to - r.from + 1 > RACK_HANGERS_MAX) ctx.addIssue({ code: 'custom', message: 'too_many_items', path: ['to'] });
  });
export type HangerRackInput = z.output<typeof hangerRackSchema>;

const token = z.string().trim().min(1, 'required').max(200).optional();

/**
 * `POST …/hangers/deposit`: the pass scanned (`code`) gets the next free hanger, or the hanger whose tag
 * was scanned (`hanger`: `A-12`); `POST …/hangers/return`: the pass or the hanger tag frees it.
 */
export const hangerDepositSchema = z.object({ code: z.string('required').trim().min(1, 'required').max(200), hanger: token });
export type HangerDepositInput = z.output<typeof hangerDepositSchema>;
export const hangerReturnSchema = z.object({ code: token, hanger: token }).superRefine((v, ctx) => {
  if (!v.code && !v.hanger) ctx.addIssue({ code: 'custom', message: 'required', path: ['code'] });
});
export type HangerReturnInput = z.output<typeof hangerReturnSchema>;

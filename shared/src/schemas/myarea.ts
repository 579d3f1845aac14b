import { z } from 'zod';

/** The e-mail an attendee is registered with: trimmed and lower-cased (attendee e-mails are stored so). */
const email = z.string().trim().toLowerCase().min(1, 'required').max(255).pipe(z.email());

/** `POST /api/{token}/attendee/otp`. */
export const attendeeOtpSchema = z.object({ email });

/**
 * `POST /api/{token}/attendee/login`. The code is any text here (spaces dropped, as "123 456" is typed
 * from a mail): a wrong one is a failed sign-in, counted by the throttle, not a malformed request.
 */
export const attendeeLoginSchema = z.object({
  email,
  code: z
    .string()
    .max(32)
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, 'required')),
});

/** `POST /api/{token}/attendee/email`: the code sent to the new address (checked by the API: six digits). */
export const attendeeEmailCodeSchema = z.object({ code: z.string() });

/** An active term of the event as the consents are checked against it: its title in the attendee's language. */
export interface ConsentTerm {
  id: number;
  required: boolean;
  title: string;
}

/** `accepted_terms` of `PUT /api/{token}/attendee`: the ids of the terms the attendee accepts (the others are not accepted). */
export const acceptedTermIdsSchema = z.array(z.number().int().positive()).max(200);

/**
 * The consents part of the attendee's own update, checked against the event's active terms: an id of no
 * such term (another event's, an inactive or deleted one) is refused, and so is a list that leaves out a
 * required term — both on the field `accepted_terms`. Ids given twice count once.
 */
export function consentsSchemaFor(terms: readonly ConsentTerm[]) {
  const known = new Set(terms.map((term) => term.id));
  return z.object({
    accepted_terms: acceptedTermIdsSchema
      .superRefine((ids, ctx) => {
        for (const id of new Set(ids)) if (!known.has(id)) ctx.addIssue({ code: 'custom', message: 'term_unknown', params: { id } });
        for (const term of terms)
          if (term.required && !ids.includes(term.id))
            ctx.addIssue({ code: 'custom', message: 'term_required', params: { title: term.title } });
      })
      .transform((ids) => [...new Set(ids)]),
  });
}

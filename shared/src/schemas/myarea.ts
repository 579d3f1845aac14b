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

/** The attendee site's sign-in bodies: their schemas live in shared (shared/src/schemas/myarea.ts). */
export { attendeeLoginSchema, attendeeOtpSchema } from '@eventdesk/shared';

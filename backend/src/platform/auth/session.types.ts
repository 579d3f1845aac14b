import '@fastify/session';

declare module 'fastify' {
  interface Session {
    /** Double-submit anti-forgery token, mirrored in the XSRF-TOKEN cookie. */
    csrfToken?: string;
    userId?: number;
    /** When the user signed in (ms); the absolute session lifetime counts from here. */
    authenticatedAt?: number;
    /** Password checked, TOTP challenge pending. */
    pendingUserId?: number;
    pendingAt?: number;
    /** How the second factor was given: an authenticator app or an e-mailed code (company login). */
    secondFactor?: 'totp' | 'email_code';
    /** When the user last confirmed their password (or a code) in this session: account changes need it fresh. */
    confirmedAt?: number;
    /** This session's entry in the user's list of sessions (user_sessions), and the session id it was written with. */
    registryId?: string;
    registeredSid?: string;
    /**
     * The attendee signed in to the my-area site of one event (e-mailed code), apart from the staff
     * fields above: staff sign-in and sign-out keep it, attendee sign-in and sign-out keep those.
     */
    attendee?: { id: number; eventId: number; authenticatedAt: number };
  }
}

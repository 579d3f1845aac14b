/** The name of the session cookie, set by the session middleware and cleared on sign-out. */
export const SESSION_COOKIE = 'eventdesk_session';

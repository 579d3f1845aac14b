/**
 * The staff part of a server-side session (see auth/session.types.ts): what an attendee sign-in in the
 * same browser carries over to the new session id, and what ending a staff session removes while an
 * attendee of my-area keeps theirs. One list, below auth/ and users/, which both use it.
 */
export const STAFF_SESSION_FIELDS = [
  'userId',
  'authenticatedAt',
  'pendingUserId',
  'pendingAt',
  'secondFactor',
  'confirmedAt',
  'registryId',
  'registeredSid',
] as const;

import type { ForcedSubject, MongoAbility } from '@casl/ability';
import { EVENT_SUBJECTS, type EventSubject } from '../resources/registry';

/**
 * 'manage' is CASL's wildcard for every action. 'review' is approving or rejecting an
 * AccessControlRequest, or validating, rejecting and expiring an Attachment (issue 26); 'request' is asking for access to AccessControl zones (the "accesses"
 * menu), which the API records as an AccessControlRequest.
 */
/**
 * `invite`: create sign-in accounts for a company (issue 13), the event ADMIN's through `manage`.
 * `grant`: give a holder a zone directly (`POST …/access-rights`), skipping the review that access
 * requests are for — the event ADMIN's through `manage` (issue 26 item 14); a SECRETARY asks instead.
 */
/**
 * `override`: admit anyway at the gate a holder the gate refused, with a reason (issue 29 item 6) — the
 * event ADMIN's through `manage` (the gate's supervisor); a SECRETARY at a gate calls one.
 */
export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete', 'review', 'request', 'invite', 'grant', 'override'] as const;
export type Action = (typeof ACTIONS)[number];

/** Subjects only a superadmin may touch, whatever the event. */
export const GLOBAL_SUBJECTS = ['User', 'Font', 'Customer', 'Supplier', 'AuditLog'] as const;

/** Subjects that live inside one event (derived from the resource registry): an event ADMIN manages all of them. */
export { EVENT_SUBJECTS } from '../resources/registry';

export const SUBJECTS = ['Event', ...GLOBAL_SUBJECTS, ...EVENT_SUBJECTS] as const;
/** 'all' is CASL's wildcard subject, used only by the superadmin rule. */
export type Subject = 'Event' | (typeof GLOBAL_SUBJECTS)[number] | EventSubject | 'all';

/**
 * A record checked against conditions (e.g. a COMPANY user's `event_company_id`). Plain objects
 * carry no class, so tag them with CASL's `subject()` helper:
 * `ability.can('update', subject('Attendee', row))`.
 */
// `any`, as in CASL's own AnyRecord: `subject()` returns an interface, which only an index
// signature of `any` accepts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SubjectObject = { [S in Subject]: ForcedSubject<S> & Record<string, any> }[Subject];

export type AppAbility = MongoAbility<[Action, Subject | SubjectObject]>;

export { subject } from '@casl/ability';

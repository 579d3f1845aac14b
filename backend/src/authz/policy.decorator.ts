import { SetMetadata } from '@nestjs/common';
import type { Action, Subject } from '@eventdesk/shared';

export const POLICY_KEY = 'eventdesk:policy';

export type RoutePolicy =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user (who passed 2FA enrolment, where required). */
  | { kind: 'authenticated' }
  /** Auth and enrolment routes: a signed-in user who may still lack a confirmed 2FA. */
  | { kind: 'enrolment' }
  /** A CASL permission, checked in the event named by the route parameter `eventParam` (none: global). */
  | { kind: 'ability'; action: Action; subject: Subject; eventParam?: string };

export const Public = () => SetMetadata(POLICY_KEY, { kind: 'public' } satisfies RoutePolicy);
export const Authenticated = () => SetMetadata(POLICY_KEY, { kind: 'authenticated' } satisfies RoutePolicy);
export const Enrolment = () => SetMetadata(POLICY_KEY, { kind: 'enrolment' } satisfies RoutePolicy);

/** `@CheckPolicy('read', 'Attendee')` on an event-scoped route (`:eventId`); pass `eventParam` for another name. */
export const CheckPolicy = (action: Action, subject: Subject, options: { eventParam?: string } = {}) =>
  SetMetadata(POLICY_KEY, { kind: 'ability', action, subject, eventParam: options.eventParam } satisfies RoutePolicy);

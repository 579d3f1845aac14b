import { SetMetadata } from '@nestjs/common';
import type { Action, Subject } from '@eventdesk/shared';

export const POLICY_KEY = 'eventdesk:policy';

export type Permission = readonly [Action, Subject];

export type RoutePolicy =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user (who passed 2FA enrolment, where required). */
  | { kind: 'authenticated' }
  /** Auth and enrolment routes: a signed-in user who may still lack a confirmed 2FA. */
  | { kind: 'enrolment' }
  /** The attendee site: an attendee of the event the route's token names, signed in (ATTENDEE_SESSION_CHECK). */
  | { kind: 'attendee' }
  /** CASL permissions, all required, checked in the event named by the route parameter `eventParam` (none: global). */
  | { kind: 'ability'; permissions: readonly Permission[]; eventParam?: string };

export const Public = () => SetMetadata(POLICY_KEY, { kind: 'public' } satisfies RoutePolicy);
export const Authenticated = () => SetMetadata(POLICY_KEY, { kind: 'authenticated' } satisfies RoutePolicy);
export const Enrolment = () => SetMetadata(POLICY_KEY, { kind: 'enrolment' } satisfies RoutePolicy);
export const AttendeeSession = () => SetMetadata(POLICY_KEY, { kind: 'attendee' } satisfies RoutePolicy);

/**
 * The provider that checks an attendee session (the attendee site's module gives it). The global guard
 * asks it for every `attendee` route, and refuses them all when nobody provides it: it fails closed.
 */
export const ATTENDEE_SESSION_CHECK = Symbol('attendee session check');

/** `@CheckPolicy('read', 'Attendee')` on an event-scoped route (`:eventId`); pass `eventParam` for another name. */
export const CheckPolicy = (action: Action, subject: Subject, options: { eventParam?: string } = {}) =>
  CheckPolicies([[action, subject]], options);

/** Several permissions, all required: `@CheckPolicies([['create', 'Attendee'], ['update', 'Attendee']])` (an import upserts). */
export const CheckPolicies = (permissions: readonly Permission[], options: { eventParam?: string } = {}) =>
  SetMetadata(POLICY_KEY, { kind: 'ability', permissions, eventParam: options.eventParam } satisfies RoutePolicy);

export const TOTEM_DEVICE_KEY = 'eventdesk:totem-device';

/** What a paired device may call on a route: a kiosk (`kiosk`), a gate tablet (`gate`), and the route parameter naming its own totem, if any. */
export interface DeviceRouteMeta {
  param: string | null;
  kiosk: boolean;
  gate: boolean;
}

/**
 * A route a paired kiosk may call with its device credential (besides the staff its policy admits):
 * only for its own event and its own totem, named by the route parameter `param`; `gate: true` lets a
 * paired gate tablet (a totem of mode GATE) call it too. Any other route refuses a device credential.
 */
export const TotemDeviceRoute = (param = 'id', options: { gate?: boolean } = {}) =>
  SetMetadata(TOTEM_DEVICE_KEY, { param, kiosk: true, gate: options.gate ?? false } satisfies DeviceRouteMeta);

/**
 * A route of the gate a paired gate tablet may call (issue 29 item 8): only in its own event (its zone is
 * checked by the service), under an ability that creates scans and nothing more.
 */
export const GateDeviceRoute = () => SetMetadata(TOTEM_DEVICE_KEY, { param: null, kiosk: false, gate: true } satisfies DeviceRouteMeta);

import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { membershipIn, type AppAbility, type Language, type Role, type UiConfig } from '@eventdesk/shared';
import type { HttpRequest } from '../common/http';
import type { AuthUser } from '../common/auth-user';

/** What the global guard resolved about the caller, once per request; handlers receive it typed. */
/** Who acted: the signed-in user (kept as id and e-mail, so a history entry outlives the account). */
export interface Actor {
  id: number;
  email: string;
}

/** A paired device in a request's context: its totem, and (a gate tablet) where it scans. */
export interface DeviceIdentity {
  totemId: number;
  gate: boolean;
  zoneId: number;
  name: string;
  active: boolean;
}

export interface RequestContext {
  user: AuthUser;
  /** The CASL ability in the route's event (outside any event for global routes). */
  ability: AppAbility;
  /** The user as the actions history records it. */
  actor: Actor;
  /** The language of the caller's messages (Accept-Language). */
  lang: Language;
  /**
   * A paired device, not a person (issue 26 item 4): `user` is then a stand-in that is no account. A kiosk,
   * or a gate tablet (`gate`, issue 29 item 8) that scans at its totem's zone only, logged under its name.
   */
  device?: DeviceIdentity;
}

/** The account acting, for the columns that name one (a kiosk is none). */
export const actingUserId = (ctx: RequestContext): number | null => (ctx.device ? null : ctx.user.id);

/** The context of a route inside an event (`:eventId`): the event exists and the caller may be there. */
export interface EventContext extends RequestContext {
  eventId: number;
  /** The caller's role in the event; ADMIN for a superadmin without one (as GET …/ui-config says). */
  role: Role;
  /** A COMPANY user's own company: its records are that company's, always. */
  ownCompanyId: number | null;
  /** The event's DEFAULT_LANGUAGE. */
  eventLanguage: Language;
  /** The caller's UI configuration in the event (its role's). */
  uiConfig: UiConfig;
}

/**
 * The caller inside an event, from the request's context and what the event says of itself: the role there (ADMIN for
 * a superadmin without one), a COMPANY user's own company, the event's language and the role's UI configuration.
 * The guard makes it for `:eventId`; a route reading a second event (a report compared with another) makes it there.
 */
export function eventContextOf(
  base: Omit<RequestContext, 'ability'>,
  eventId: number,
  settings: { language: Language; configFor(role: Role): UiConfig },
  ability: AppAbility,
): EventContext {
  const membership = membershipIn(base.user, eventId);
  const role = membership?.role ?? 'ADMIN';
  return {
    ...base,
    ability,
    eventId,
    role,
    ownCompanyId: membership?.role === 'COMPANY' ? membership.event_company_id : null,
    eventLanguage: settings.language,
    uiConfig: settings.configFor(role),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    context?: RequestContext | EventContext;
  }
}

function contextOf(ctx: ExecutionContext): RequestContext | EventContext {
  const context = ctx.switchToHttp().getRequest<HttpRequest>().context;
  // Only routes with an ability or authenticated policy get one: asking for it elsewhere is a bug.
  if (!context) throw new Error('No request context: the route declares no signed-in policy');
  return context;
}

/** `@Ctx() ctx: RequestContext` — the signed-in caller of a route. */
export const Ctx = createParamDecorator((_data: unknown, ctx: ExecutionContext): RequestContext => contextOf(ctx));

/** `@EventCtx() ctx: EventContext` — the caller inside the route's event. */
export const EventCtx = createParamDecorator((_data: unknown, ctx: ExecutionContext): EventContext => {
  const context = contextOf(ctx);
  if (!('eventId' in context)) throw new Error('No event context: the route has no :eventId');
  return context;
});

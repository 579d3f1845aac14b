import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { createMongoAbility } from '@casl/ability';
import { defineAbilityFor, membershipIn, type AppAbility } from '@eventdesk/shared';
import { requestPath, type HttpRequest } from '../common/http';
import { AuthService, secondFactorState } from '../auth/auth.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { forbidden, notFound } from '../common/errors';
import { requestLanguage } from '../common/language';
import { EventSettingsService } from '../events/event-settings.service';
import { ATTENDEE_SESSION_CHECK, POLICY_KEY, TOTEM_DEVICE_KEY, type DeviceRouteMeta, type RoutePolicy } from '../common/policy.decorator';
import { bearerToken, TotemDeviceCache, type TotemDevice } from '../auth/totem-device-cache';
import type { AuthUser } from '../common/auth-user';
import { eventContextOf, type EventContext, type RequestContext } from '../access/request-context';
import { PlatformError } from '../common/platform-errors';

/**
 * The one global guard: every route declares a policy (a route without one is refused), the session's
 * user is reloaded, 2FA enrolment is enforced, the route's event must exist and have the caller in it
 * (404 otherwise), and CASL decides. What it resolved is the request context handlers receive
 * (`@Ctx()`, `@EventCtx()`); record-level scope is checked by the services through record-access.ts.
 */
@Injectable()
export class AuthzGuard implements CanActivate {
  private readonly logger = new Logger(AuthzGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventSettingsService,
    private readonly modules: ModuleRef,
    private readonly devices: TotemDeviceCache,
  ) {}

  private attendeeSession(context: ExecutionContext): Promise<boolean> | boolean {
    let check: CanActivate | undefined;
    try {
      check = this.modules.get<CanActivate>(ATTENDEE_SESSION_CHECK, { strict: false });
    } catch {
      check = undefined;
    }
    if (!check) throw forbidden();
    return check.canActivate(context) as Promise<boolean> | boolean;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<RoutePolicy | undefined>(POLICY_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<HttpRequest>();
    if (!policy) {
      this.logger.warn(`Refused ${req.method} ${requestPath(req)}: the route declares no policy`);
      throw forbidden();
    }
    // A kiosk's credential is the whole identity of its request (its session, if any, is not read), and
    // only its totem's own routes take it: public ones included, as it skipped the anti-forgery check.
    const token = bearerToken(req);
    if (token !== undefined) {
      req.context = await this.deviceContext(req, policy, token, this.reflector.get(TOTEM_DEVICE_KEY, context.getHandler()));
      return true;
    }
    if (policy.kind === 'public') return true;
    if (policy.kind === 'attendee') return this.attendeeSession(context);

    const user = await this.auth.sessionUser(req);
    if (!user) throw PlatformError('unauthorized');
    // A session that never passed the second factor of a user who has one (e.g. opened before the
    // user enrolled elsewhere) is not trusted with anything, enrolment pages included.
    if (secondFactorState(req.session, user) === 'missing') {
      await this.auth.endSession(req);
      throw PlatformError('unauthorized');
    }
    if (policy.kind === 'enrolment') return true;
    const resolved = await this.contextOf(req, policy, user);
    req.context = resolved;
    if (policy.kind !== 'ability' || policy.permissions.every(([action, subject]) => resolved.ability.can(action, subject))) return true;
    throw forbidden();
  }

  /**
   * A paired device on a route its kind may call: a kiosk on its totem's routes (`@TotemDeviceRoute`), a
   * gate tablet on the gate's scan routes of its event (`@GateDeviceRoute`) and its own start and
   * heartbeat. 401 unknown or revoked, 403 anything else.
   */
  private async deviceContext(
    req: HttpRequest,
    policy: RoutePolicy,
    token: string,
    route: DeviceRouteMeta | undefined,
  ): Promise<EventContext> {
    const device = await this.devices.find(token);
    if (!device) throw PlatformError('unauthorized');
    if (!route || policy.kind !== 'ability' || !(device.gate ? route.gate : route.kiosk)) throw forbidden();
    const params = req.params as Record<string, string | undefined>;
    if (params[policy.eventParam ?? 'eventId'] !== String(device.eventId)) throw forbidden();
    if (route.param !== null && params[route.param] !== String(device.totemId)) throw forbidden();
    const ability = device.gate ? GATE_ABILITY : KIOSK_ABILITY;
    if (!policy.permissions.every(([action, subject]) => ability.can(action, subject))) throw forbidden();
    const settings = await this.events.get(device.eventId);
    if (!settings) throw notFound();
    const user = kioskUser(device);
    return {
      user,
      actor: { id: 0, email: user.email },
      lang: requestLanguage(req),
      ability,
      device: { totemId: device.totemId, gate: device.gate, zoneId: device.zoneId, name: device.name, active: device.active },
      eventId: device.eventId,
      // No role of its own: the least (its ability, not the role, decides what it may do).
      role: 'COMPANY',
      ownCompanyId: null,
      eventLanguage: settings.language,
      uiConfig: settings.configFor('COMPANY'),
    };
  }

  /** Who a signed-in user's request is under a route's policy: the request context, or the refusal thrown. */
  private async contextOf(
    req: HttpRequest,
    policy: Exclude<RoutePolicy, { kind: 'public' | 'attendee' | 'enrolment' }>,
    user: AuthUser,
  ): Promise<RequestContext | EventContext> {
    const factor = secondFactorState(req.session, user);
    if (this.config.twoFactorRequired && factor === 'not_enrolled') {
      throw PlatformError('two_factor_enrolment_required');
    }
    const base = { user, actor: { id: user.id, email: user.email }, lang: requestLanguage(req) };
    if (policy.kind === 'authenticated') return { ...base, ability: abilityOf(user, null) };

    const rawEventId = (req.params as Record<string, string | undefined>)[policy.eventParam ?? 'eventId'];
    if (rawEventId === undefined) return { ...base, ability: abilityOf(user, null) };
    const eventId = /^\d{1,10}$/.test(rawEventId) ? Number(rawEventId) : NaN;
    const membership = Number.isNaN(eventId) ? undefined : membershipIn(user, eventId);
    // Do not reveal whether an event the user has no role in exists; for anyone, a missing event is 404.
    if (Number.isNaN(eventId) || (!user.is_superadmin && !membership)) throw notFound();
    const settings = await this.events.get(eventId);
    if (!settings) throw notFound();
    return eventContextOf(base, eventId, settings, abilityOf(user, eventId));
  }
}

/** What a kiosk may do: read its totem (the routes then limit it to its own, check-in and heartbeat included). */
const KIOSK_ABILITY = createMongoAbility<AppAbility>([{ action: 'read', subject: 'Totem' }]);

/**
 * What a gate tablet may do (issue 29 item 8): scan (the offline list and the sync included) and read its
 * own totem (its start and heartbeat); no "admit anyway", no search, no log, no other route.
 */
const GATE_ABILITY = createMongoAbility<AppAbility>([
  { action: 'read', subject: 'Totem' },
  { action: 'create', subject: 'AccessControl' },
]);

/** The stand-in user of a kiosk's context: no account (id 0, no event roles); columns naming a user get null. */
function kioskUser(device: TotemDevice): AuthUser {
  return {
    id: 0,
    name: device.name,
    email: `totem-${device.totemId}@kiosk`,
    is_superadmin: false,
    two_factor_confirmed: true,
    events: [],
  };
}

/** Each user's abilities, by event (null: outside any), kept as long as the user (AuthService gives one object per cached row). */
const abilities = new WeakMap<AuthUser, Map<number | null, AppAbility>>();

function abilityOf(user: AuthUser, eventId: number | null): AppAbility {
  let byEvent = abilities.get(user);
  if (!byEvent) abilities.set(user, (byEvent = new Map()));
  let ability = byEvent.get(eventId);
  if (!ability) byEvent.set(eventId, (ability = defineAbilityFor(user, eventId)));
  return ability;
}

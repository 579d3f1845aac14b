import { CanActivate, ExecutionContext, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { defineAbilityFor, membershipIn, type AppAbility } from '@eventdesk/shared';
import type { Request } from 'express';
import { AuthService, secondFactorState } from '../auth/auth.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AppException, forbidden, notFound } from '../common/errors';
import { POLICY_KEY, type RoutePolicy } from './policy.decorator';

declare module 'express-serve-static-core' {
  interface Request {
    ability?: AppAbility;
    eventId?: number;
  }
}

/**
 * The one global guard: every route declares a policy (a route without one is refused), the session's
 * user is reloaded, 2FA enrolment is enforced, and CASL decides. Record-level scope (a company's own
 * rows) is applied by the services with the ability left on the request.
 */
@Injectable()
export class AuthzGuard implements CanActivate {
  private readonly logger = new Logger(AuthzGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<RoutePolicy | undefined>(POLICY_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request>();
    if (!policy) {
      this.logger.warn(`Refused ${req.method} ${req.path}: the route declares no policy`);
      throw forbidden();
    }
    if (policy.kind === 'public') return true;

    const user = await this.auth.sessionUser(req);
    if (!user) throw new AppException(HttpStatus.UNAUTHORIZED, 'unauthorized');
    const factor = secondFactorState(req, user);
    // A session that never passed the second factor of a user who has one (e.g. opened before the
    // user enrolled elsewhere) is not trusted with anything, enrolment pages included.
    if (factor === 'missing') {
      await this.auth.endSession(req);
      throw new AppException(HttpStatus.UNAUTHORIZED, 'unauthorized');
    }
    if (policy.kind === 'enrolment') return true;
    if (this.config.twoFactorRequired && factor === 'not_enrolled') {
      throw new AppException(HttpStatus.FORBIDDEN, 'forbidden', {}, undefined, 'two_factor_enrolment_required');
    }
    if (policy.kind === 'authenticated') return true;

    const rawEventId = req.params[policy.eventParam ?? 'eventId'] as string | undefined;
    let eventId: number | null = null;
    if (rawEventId !== undefined) {
      eventId = /^\d{1,10}$/.test(rawEventId) ? Number(rawEventId) : NaN;
      // Do not reveal whether an event the user has no role in exists.
      if (Number.isNaN(eventId) || (!user.is_superadmin && !membershipIn(user, eventId))) throw notFound();
      req.eventId = eventId;
    }
    const ability = defineAbilityFor(user, eventId);
    req.ability = ability;
    if (ability.can(policy.action, policy.subject)) return true;
    throw forbidden();
  }
}

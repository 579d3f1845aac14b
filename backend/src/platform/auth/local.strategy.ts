import { Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { HttpRequest } from '../common/http';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** passport-local checks e-mail + password; the session itself is started by the controller (2FA may follow). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: HttpRequest, email: string, password: string): Promise<User> {
    return this.auth.attemptLogin(req, email, password);
  }
}

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  override async canActivate(context: import('@nestjs/common').ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<HttpRequest & { body?: { email?: unknown; password?: unknown } }>();
    // passport-local refuses a body without both fields before our strategy runs: same answer as a wrong password.
    if (typeof req.body?.email !== 'string' || typeof req.body?.password !== 'string' || !req.body.email || !req.body.password) {
      await this.auth.attemptLogin(req, req.body?.email, req.body?.password);
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err) throw err;
    if (!user) this.auth.throwInvalidLogin();
    return user;
  }
}

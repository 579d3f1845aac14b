import { Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** passport-local checks e-mail + password; the session itself is started by the controller (2FA may follow). */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<User | false> {
    return (await this.auth.checkCredentials(email, password)) ?? false;
  }
}

@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  override handleRequest<TUser>(err: unknown, user: TUser): TUser {
    if (err || !user) this.auth.throwInvalidLogin();
    return user;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { passwordIsPersonal, type ChangePasswordInput, type PasswordConfirmationDto, type UserSessionDto } from '@eventdesk/shared';
import type { HttpRequest } from '../common/http';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { fieldError } from '../common/errors';
import { hashPassword, verifyPassword } from '../common/passwords';
import { writeWith } from '../database/write-transaction';
import { confirmationExpiry } from '../users/step-up';
import { UserSessionsService } from '../users/user-sessions.service';
import { User } from '../users/user.entity';
import { assertNotCommon } from '../users/users.service';
import { AuthService } from './auth.service';
import { OneTimeCodesService } from './one-time-codes.service';
import { TwoFactorService } from './two-factor.service';
import { PlatformError } from '../common/platform-errors';

/**
 * The signed-in user's own account (issue 12): confirming the password for account changes, changing
 * the password, seeing and ending their sessions.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
    private readonly codes: OneTimeCodesService,
    private readonly sessions: UserSessionsService,
    private readonly audit: AuditService,
  ) {}

  status(req: HttpRequest): PasswordConfirmationDto {
    const expires = confirmationExpiry(req);
    return { confirmed: expires !== null, expires_at: expires === null ? null : new Date(expires).toISOString() };
  }

  /** The password, or a code (authenticator or e-mailed), given in this session: account changes may follow for 15 minutes. */
  async confirm(req: HttpRequest, body: { password?: string; code?: string }): Promise<PasswordConfirmationDto> {
    const user = await this.current(req);
    const key = `confirm:${user.id}`;
    await this.auth.assertNotThrottled(req, key, user.email);
    const ok = body.password
      ? await verifyPassword(body.password, user.password)
      : !!body.code && ((await this.twoFactor.verifyTotp(user, body.code)) || (await this.codes.consume('user', user.id, body.code)));
    if (!ok) {
      await this.auth.failure(key);
      await this.audit.record(req, { action: 'password_confirmation_failed' });
      throw body.password ? fieldError('password', 'current_password_wrong') : fieldError('code', 'invalid_code');
    }
    req.session.confirmedAt = Date.now();
    return this.status(req);
  }

  /** A new password with the current one; every other session of the user ends. */
  async changePassword(req: HttpRequest, input: ChangePasswordInput): Promise<{ sessions_ended: number }> {
    const user = await this.current(req);
    const key = `confirm:${user.id}`;
    await this.auth.assertNotThrottled(req, key, user.email);
    if (!(await verifyPassword(input.current_password, user.password))) {
      await this.auth.failure(key);
      await this.audit.record(req, { action: 'password_confirmation_failed' });
      throw fieldError('current_password', 'current_password_wrong');
    }
    if (passwordIsPersonal(input.password, user)) throw fieldError('password', 'password_personal');
    assertNotCommon(input.password);
    const hash = await hashPassword(input.password);
    await writeWith(this.users, (users) => users.update(user.id, { password: hash }));
    const ended = await this.sessions.endAll(req.sessionStore, user.id, req.session.registryId);
    req.session.confirmedAt = Date.now();
    await this.audit.record(req, { action: 'password_changed', details: { sessions_ended: ended } });
    return { sessions_ended: ended };
  }

  list(req: HttpRequest): Promise<UserSessionDto[]> {
    return this.sessions.list(req, req.authUser!.id);
  }

  async endOne(req: HttpRequest, id: string): Promise<void> {
    if (id === req.session.registryId) throw PlatformError('session_is_current');
    await this.sessions.endOne(req.sessionStore, req.authUser!.id, id);
    await this.audit.record(req, { action: 'sessions_ended', details: { count: 1 } });
  }

  async endOthers(req: HttpRequest): Promise<{ sessions_ended: number }> {
    const ended = await this.sessions.endAll(req.sessionStore, req.authUser!.id, req.session.registryId);
    await this.audit.record(req, { action: 'sessions_ended', details: { count: ended } });
    return { sessions_ended: ended };
  }

  private current(req: HttpRequest): Promise<User> {
    return this.users.findOneByOrFail({ id: req.authUser!.id });
  }
}

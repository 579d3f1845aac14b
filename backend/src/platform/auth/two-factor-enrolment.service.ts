import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { HttpReply, HttpRequest } from '../common/http';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { invalid } from '../common/errors';
import { assertRecentConfirmation } from '../users/step-up';
import { UserSessionsService } from '../users/user-sessions.service';
import { User } from '../users/user.entity';
import { LoginService } from './login.service';
import { TwoFactorService } from './two-factor.service';
import { PlatformError } from '../common/platform-errors';

/** Enrolment and management of a signed-in user's authenticator app, with its audit entries. */
@Injectable()
export class TwoFactorEnrolmentService {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly logins: LoginService,
    private readonly audit: AuditService,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: UserSessionsService,
  ) {}

  /** Starts enrolment with a new secret; refused once 2FA is confirmed (remove it first). */
  async enable(req: HttpRequest): Promise<{ enabled: true }> {
    const user = await this.current(req);
    if (user.twoFactorConfirmedAt) throw PlatformError('two_factor_already_confirmed');
    await this.twoFactor.enable(user);
    await this.audit.record(req, { action: 'two_factor_enabled' });
    return { enabled: true };
  }

  /** Removes the authenticator: needs a fresh confirmation, and ends the user's other sessions (issue 12). */
  async disable(req: HttpRequest): Promise<{ enabled: false }> {
    const user = await this.current(req);
    if (user.twoFactorConfirmedAt) assertRecentConfirmation(req);
    await this.twoFactor.disable(user.id);
    const ended = user.twoFactorConfirmedAt ? await this.sessions.endAll(req.sessionStore, user.id, req.session.registryId) : 0;
    await this.audit.record(req, { action: 'two_factor_disabled', details: { sessions_ended: ended } });
    return { enabled: false };
  }

  async qrCode(req: HttpRequest): Promise<{ svg: string; url: string }> {
    const { user, secret } = await this.pending(req);
    return this.twoFactor.qrCode(user, secret);
  }

  async secretKey(req: HttpRequest): Promise<{ secretKey: string }> {
    const { secret } = await this.pending(req);
    return { secretKey: secret };
  }

  /** Confirms enrolment with a code from the app and signs in with it; answers the recovery codes, shown this once. */
  async confirm(req: HttpRequest, res: HttpReply, code: string): Promise<{ two_factor_confirmed_at: string; recovery_codes: string[] }> {
    const { user } = await this.pending(req);
    if (!(await this.twoFactor.verifyTotp(user, code))) throw invalid({ code: ['invalid_code'] });
    const codes = await this.twoFactor.confirm(user);
    await this.logins.signIn(req, res, user, 'totp', { action: 'two_factor_confirmed' });
    const confirmed = await this.users.findOneByOrFail({ id: user.id });
    return { two_factor_confirmed_at: confirmed.twoFactorConfirmedAt!.toISOString(), recovery_codes: codes };
  }

  /** How many recovery codes are left; they are stored hashed, so new ones come from regenerate(). */
  async remainingRecoveryCodes(req: HttpRequest): Promise<{ remaining: number }> {
    return { remaining: this.twoFactor.remainingRecoveryCodes(await this.current(req)) };
  }

  async regenerateRecoveryCodes(req: HttpRequest): Promise<{ recovery_codes: string[] }> {
    const user = await this.current(req);
    if (!user.twoFactorConfirmedAt) throw PlatformError('two_factor_not_enabled');
    assertRecentConfirmation(req);
    const codes = await this.twoFactor.regenerateRecoveryCodes(user.id);
    await this.audit.record(req, { action: 'recovery_codes_regenerated' });
    return { recovery_codes: codes };
  }

  private async current(req: HttpRequest): Promise<User> {
    return this.users.findOneByOrFail({ id: req.authUser!.id });
  }

  /** The secret of an enrolment in progress (not shown any more once confirmed). */
  private async pending(req: HttpRequest): Promise<{ user: User; secret: string }> {
    const user = await this.current(req);
    if (user.twoFactorConfirmedAt) throw PlatformError('two_factor_already_confirmed');
    const secret = this.twoFactor.secretOf(user);
    if (!secret) throw PlatformError('two_factor_not_enabled');
    return { user, secret };
  }
}

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { AppException } from '../common/errors';
import { User } from '../users/user.entity';
import { toAuthUser, type AuthUser } from './auth-user';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The user for `email` + `password`, or null; unknown and wrong cost the same time. */
  async checkCredentials(email: string, password: string): Promise<User | null> {
    const user = await this.users.findOneBy({ email: email.trim().toLowerCase() });
    const ok = await verifyPassword(password, user?.password);
    if (!ok || !user?.isActive) return null;
    if (needsRehash(user.password!)) await this.users.update(user.id, { password: await hashPassword(password) });
    return user;
  }

  /** Reloads the session's user (roles included), ending sessions that are too old or whose user is gone. */
  async sessionUser(req: Request): Promise<AuthUser | null> {
    if (req.authUser) return req.authUser;
    const { userId, authenticatedAt } = req.session ?? {};
    if (!userId) return null;
    const maxAgeMs = this.config.sessionMaxHours * 3600_000;
    const user = await this.users.findOne({ where: { id: userId }, relations: { eventRoles: true } });
    if (!user || !user.isActive || !authenticatedAt || Date.now() - authenticatedAt > maxAgeMs) {
      await this.endSession(req);
      return null;
    }
    req.authUser = toAuthUser(user);
    return req.authUser;
  }

  /** Starts an authenticated session in a new session id (no fixation). */
  async startSession(req: Request, userId: number): Promise<void> {
    await regenerate(req);
    req.session.userId = userId;
    req.session.authenticatedAt = Date.now();
  }

  async endSession(req: Request): Promise<void> {
    if (!req.session) return;
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  }

  throwInvalidLogin(): never {
    throw new AppException(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', {}, { email: ['invalid_credentials'] });
  }
}

export function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

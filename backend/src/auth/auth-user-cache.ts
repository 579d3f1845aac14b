import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { invalidateOnWrite } from '../database/invalidate-on-write';
import { UserEventRole } from '../users/user-event-role.entity';
import { User } from '../users/user.entity';

/** How long another instance's change to a user (deactivation, roles, 2FA) may take to be seen here. */
const TTL_MS = 5_000;

/**
 * The signed-in users with their event roles, kept for a few seconds: every request needs them, and
 * they change rarely. Any write of a user or a role through this instance drops the cache at once.
 */
@Injectable()
export class AuthUserCache {
  private readonly cache = new Map<number, { user: User | null; until: number }>();

  constructor(@InjectDataSource() private readonly db: DataSource) {
    invalidateOnWrite(db, [User, UserEventRole], () => this.cache.clear());
  }

  async get(userId: number): Promise<User | null> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > Date.now()) return cached.user;
    // One statement (findOne with a relation would add a DISTINCT query for its LIMIT).
    const user = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .leftJoinAndSelect('user.eventRoles', 'role')
      .where('user.id = :userId', { userId })
      .getOne();
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(userId, { user, until: Date.now() + TTL_MS });
    return user;
  }
}

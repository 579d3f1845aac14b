import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TtlCache } from '../common/ttl-cache';
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
  private readonly cache = new TtlCache<number, User | null>(TTL_MS);

  constructor(@InjectDataSource() private readonly db: DataSource) {
    invalidateOnWrite(db, [User, UserEventRole], () => this.cache.clear());
  }

  get(userId: number): Promise<User | null> {
    // One statement (findOne with a relation would add a DISTINCT query for its LIMIT).
    return this.cache.get(userId, () =>
      this.db
        .getRepository(User)
        .createQueryBuilder('user')
        .leftJoinAndSelect('user.eventRoles', 'role')
        .where('user.id = :userId', { userId })
        .getOne(),
    );
  }
}

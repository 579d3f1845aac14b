import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { SaveEventRolesInput, UserDto, UserInput } from '@eventdesk/shared';
import { DataSource, In, Repository } from 'typeorm';
import { passwordProblem } from '../config/password-policy';
import { hashPassword } from '../common/passwords';
import { fieldError, invalid, notFound } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { EventCompany } from '../events/event-company.entity';
import { Event } from '../events/event.entity';
import { UserEventRole } from './user-event-role.entity';
import { User } from './user.entity';
import { writeTransaction, writeWith } from '../database/write-transaction';
import { PlatformError } from '../common/platform-errors';

export const USER_LIST: ListSpec = {
  resource: 'users',
  sortable: { id: 'user.id', name: 'user.name', email: 'user.email', is_superadmin: 'user.isSuperadmin', created_at: 'user.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['user.name', 'user.email'] },
    id: { kind: 'eq', column: 'user.id', type: 'number' },
    is_superadmin: { kind: 'eq', column: 'user.isSuperadmin', type: 'boolean' },
    is_active: { kind: 'eq', column: 'user.isActive', type: 'boolean' },
  },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'user.id',
};

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_superadmin: user.isSuperadmin ? 1 : 0,
    is_active: user.isActive,
    two_factor_confirmed_at: user.twoFactorConfirmedAt?.toISOString() ?? null,
    events: (user.eventRoles ?? [])
      .map((r) => ({ id: r.eventId, role: r.role, event_company_id: r.eventCompanyId }))
      .sort((a, b) => a.id - b.id),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(list: ListQuery) {
    const qb = this.users.createQueryBuilder('user').leftJoinAndSelect('user.eventRoles', 'role');
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toUserDto), total };
  }

  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase(), isActive: true }, relations: { eventRoles: true } });
  }

  /** Superadmin reset: the user enrols again at the next sign-in. */
  async resetTwoFactor(id: number): Promise<UserDto> {
    await this.load(id);
    await writeWith(this.users, (users) =>
      users.update(id, { twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null, twoFactorLastStep: null }),
    );
    return this.findOne(id);
  }

  async findOne(id: number): Promise<UserDto> {
    return toUserDto(await this.load(id));
  }

  async create(input: UserInput): Promise<UserDto> {
    assertNotCommon(input.password);
    await this.assertEmailFree(input.email);
    const user = this.users.create({
      name: input.name,
      email: input.email,
      password: input.password ? await hashPassword(input.password) : null,
      isSuperadmin: input.is_superadmin ?? false,
      isActive: input.is_active ?? true,
    });
    await writeWith(this.users, (users) => users.save(user));
    return this.findOne(user.id);
  }

  async update(id: number, input: UserInput, actorId: number): Promise<UserDto> {
    assertNotCommon(input.password);
    const user = await this.load(id);
    if (input.email !== user.email) await this.assertEmailFree(input.email);
    if (id === actorId && user.isSuperadmin && input.is_superadmin === false) throw fieldError('is_superadmin', 'cannot_demote_self');
    if (id === actorId && input.is_active === false) throw fieldError('is_active', 'cannot_disable_self');
    user.name = input.name;
    user.email = input.email;
    if (input.password) user.password = await hashPassword(input.password);
    if (input.is_superadmin !== undefined) user.isSuperadmin = input.is_superadmin;
    if (input.is_active !== undefined) user.isActive = input.is_active;
    await writeWith(this.users, (users) => users.save(user));
    return this.findOne(id);
  }

  async remove(id: number, actorId: number): Promise<UserDto> {
    if (id === actorId) throw PlatformError('cannot_delete_self');
    const dto = await this.findOne(id);
    await writeWith(this.users, (users) => users.delete(id));
    return dto;
  }

  /** Replaces every event role of a user in one transaction. */
  async saveEventRoles(id: number, input: SaveEventRolesInput): Promise<UserDto> {
    await this.load(id);
    const errors: Record<string, ('duplicate_event' | 'event_not_found' | 'company_required' | 'company_not_in_event')[]> = {};
    const eventIds = input.eventRoles.map((r) => r.id);
    const events = eventIds.length ? await this.db.getRepository(Event).findBy({ id: In(eventIds) }) : [];
    const companyIds = input.eventRoles.flatMap((r) => (r.event_company_id ? [r.event_company_id] : []));
    const companies = companyIds.length ? await this.db.getRepository(EventCompany).findBy({ id: In(companyIds) }) : [];
    const seen = new Set<number>();
    input.eventRoles.forEach((r, i) => {
      const add = (field: string, key: (typeof errors)[string][number]) => (errors[`eventRoles.${i}.${field}`] ??= []).push(key);
      if (seen.has(r.id)) add('id', 'duplicate_event');
      seen.add(r.id);
      if (!events.some((e) => e.id === r.id)) add('id', 'event_not_found');
      if (r.role === 'COMPANY' && !r.event_company_id) add('event_company_id', 'company_required');
      if (r.event_company_id && !companies.some((c) => c.id === r.event_company_id && c.eventId === r.id))
        add('event_company_id', 'company_not_in_event');
    });
    if (Object.keys(errors).length) throw invalid(errors);

    await writeTransaction(this.db, async (tx) => {
      const roles = tx.getRepository(UserEventRole);
      await roles.delete({ userId: id });
      if (input.eventRoles.length) {
        await roles.insert(
          input.eventRoles.map((r) => ({
            userId: id,
            eventId: r.id,
            role: r.role,
            eventCompanyId: r.role === 'COMPANY' ? r.event_company_id : null,
          })),
        );
      }
    });
    return this.findOne(id);
  }

  private async load(id: number): Promise<User> {
    const user = await this.users.findOne({ where: { id }, relations: { eventRoles: true } });
    if (!user) throw notFound();
    return user;
  }

  private async assertEmailFree(email: string): Promise<void> {
    if (await this.users.existsBy({ email })) throw fieldError('email', 'email_taken');
  }
}

/** A common, breached, published or too simple password is refused, whoever sets it (issues 12 and 26). */
export function assertNotCommon(password: string | null | undefined): void {
  const problem = password ? passwordProblem(password) : null;
  if (problem === 'password_common' || problem === 'password_too_simple') throw fieldError('password', problem);
}

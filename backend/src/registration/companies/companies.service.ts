import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COMPANY_OPTIONAL_FIELDS,
  COMPANY_QUOTA_FIELDS,
  type CompanyUserDto,
  type CompanyUserInviteInput,
  type EventCompanyDto,
  type EventCompanyInput,
} from '@eventdesk/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { attendeeCounts } from '../attendees/attendee-counts';
import { User } from '../../platform/users/user.entity';
import { RecordWrites } from '../../platform/history/record-writes';
import { Signals } from '../../platform/signals/signals';
import { COMPANY_REMOVING } from './company-signals';
import { UserEventRole } from '../../platform/users/user-event-role.entity';
import { defineRecordScope, requireRecord, scopeList } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { fieldError } from '../../platform/common/errors';
import { companyLoginUrl } from '../../platform/config/app-urls';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Event } from '../../platform/events/event.entity';
import { MailService } from '../../platform/mail/mail.service';
import { COMPANY_INVITE_MAIL } from '../../platform/mail/mail-templates';
import { findPage, type ListQuery, type ListSpec } from '../../platform/common/ra-query';
import { EventCompany } from '../../platform/events/event-company.entity';
import { HistoryService } from '../../platform/history/history.service';
import { writeTransaction } from '../../platform/database/write-transaction';
import { CompanyInvitationsService } from './company-invitations.service';
import { RegistrationError } from '../registration-errors';

export const COMPANY_LIST: ListSpec = {
  resource: 'companies',
  sortable: { id: 'company.id', name: 'company.name', city: 'company.city', created_at: 'company.createdAt' },
  filters: {
    q: { kind: 'search', columns: ['company.name', 'company.vatNumber', 'company.city', 'company.email'] },
    id: { kind: 'eq', column: 'company.id', type: 'number' },
  },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'company.id',
};

/** Companies: a COMPANY user's rules name its own company, by `id` (and `event_company_id` for the same). */
export const COMPANY_SCOPE = defineRecordScope({
  subject: 'EventCompany',
  entity: EventCompany,
  alias: 'company',
  conditions: { id: 'id', event_company_id: 'id' },
});

/** Most company accounts listed on a company's page. */
const COMPANY_USERS_MAX = 200;

/** Entity property of each optional field. */
const PROPERTY = {
  vat_number: 'vatNumber',
  fiscal_code: 'fiscalCode',
  email: 'email',
  phone: 'phone',
  contact_name: 'contactName',
  address: 'address',
  postal_code: 'postalCode',
  city: 'city',
  province: 'province',
  country: 'country',
  attendee_quota: 'attendeeQuota',
  vehicle_quota: 'vehicleQuota',
} as const satisfies Record<(typeof COMPANY_OPTIONAL_FIELDS)[number], keyof EventCompany>;

const toDto = (c: EventCompany, attendeeCount: number): EventCompanyDto => ({
  id: c.id,
  event_id: c.eventId,
  name: c.name,
  ...(Object.fromEntries(COMPANY_OPTIONAL_FIELDS.map((f) => [f, c[PROPERTY[f]] ?? null])) as Omit<
    EventCompanyDto,
    'id' | 'event_id' | 'name' | 'created_at' | 'updated_at'
  >),
  attendee_count: attendeeCount,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const historyValues = (c: EventCompanyDto) => {
  const { id: _i, event_id: _e, attendee_count: _n, created_at: _c, updated_at: _u, ...rest } = c;
  return rest;
};

/** Entity columns of the fields given (absent fields are left out, so an update keeps them). */
function columns(input: EventCompanyInput): Partial<EventCompany> {
  const out: Record<string, unknown> = { name: input.name };
  for (const field of COMPANY_OPTIONAL_FIELDS) if (input[field] !== undefined) out[PROPERTY[field]] = input[field];
  return out as Partial<EventCompany>;
}

/**
 * Quotas are the event ADMIN's (issue 26 item 15, the rule book's field rule): a 403 naming each quota the
 * caller sets or changes without that right. A quota sent back unchanged (react-admin's whole record) passes.
 */
function checkQuotas(ctx: EventContext, action: 'create' | 'update', input: EventCompanyInput, before?: EventCompanyDto): void {
  const refused = COMPANY_QUOTA_FIELDS.filter(
    (field) =>
      input[field] !== undefined &&
      (before ? input[field] !== before[field] : input[field] !== null) &&
      !ctx.ability.can(action, 'EventCompany', field),
  );
  if (refused.length)
    throw RegistrationError('company_quota_staff_only', {
      fields: Object.fromEntries(refused.map((field) => [field, ['company_quota_staff_only' as const]])),
    });
}

/**
 * Companies of one event; a COMPANY user reaches its own company only (row scope in SQL). Every
 * write records the actions history in its transaction.
 */
@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly history: HistoryService,
    private readonly mail: MailService,
    private readonly invitations: CompanyInvitationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signals: Signals,
  ) {
    this.writes = new RecordWrites(db, history, {
      scope: COMPANY_SCOPE,
      subject: 'company',
      dto: (tx, company) => this.withCount(tx, company),
      values: historyValues,
    });
  }

  private readonly writes: RecordWrites<EventCompany, EventCompanyDto>;

  private get companies() {
    return this.db.getRepository(EventCompany);
  }

  async list(ctx: EventContext, list: ListQuery) {
    const { rows, total } = await findPage(scopeList(this.companies.createQueryBuilder('company'), ctx, 'read', COMPANY_SCOPE), list);
    const counts = await attendeeCounts(
      this.db.manager,
      ctx.eventId,
      'eventCompanyId',
      rows.map((c) => c.id),
    );
    return { rows: rows.map((c) => toDto(c, counts.get(c.id) ?? 0)), total };
  }

  async findOne(ctx: EventContext, id: number): Promise<EventCompanyDto> {
    return this.withCount(this.db.manager, await requireRecord(this.db.manager, ctx, 'read', COMPANY_SCOPE, id));
  }

  /** The accounts that sign in for the company (role COMPANY in the event), by name. */
  async users(ctx: EventContext, id: number): Promise<CompanyUserDto[]> {
    await requireRecord(this.db.manager, ctx, 'read', COMPANY_SCOPE, id);
    const users = await this.db
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin(UserEventRole, 'role', 'role.userId = user.id')
      .where('role.eventId = :eventId AND role.role = :role AND role.eventCompanyId = :id', { eventId: ctx.eventId, role: 'COMPANY', id })
      .orderBy('user.name', 'ASC')
      .addOrderBy('user.id', 'ASC')
      .limit(COMPANY_USERS_MAX)
      .getMany();
    return users.map((u) => ({ id: u.id, name: u.name, email: u.email, is_active: u.isActive }));
  }

  /**
   * Gives a person sign-in for the company (issue 13): a new address gets an account without a password
   * (company users sign in with an e-mailed code), bound to the company with role COMPANY, and the
   * company-login link. An address that has an account is only sent an invitation to accept (issue 26
   * item 3): nothing of that account comes back, and a superadmin, a staff account or one with an
   * authenticator is not invited at all, with the same answer. `user` is built from the input alone;
   * its `id` is the new account's, or the invitation's.
   */
  async invite(
    ctx: EventContext,
    id: number,
    input: CompanyUserInviteInput,
  ): Promise<{ user: CompanyUserDto; created: boolean; userId: number; mailed: boolean }> {
    const company = await requireRecord(this.db.manager, ctx, 'update', COMPANY_SCOPE, id);
    const result = await writeTransaction(this.db, async (tx) => {
      const users = tx.getRepository(User);
      const existing = await users.findOneBy({ email: input.email });
      if (!existing) {
        const user = await users.save(users.create({ name: input.name, email: input.email, password: null, isActive: true }));
        await tx.getRepository(UserEventRole).insert({ userId: user.id, eventId: ctx.eventId, role: 'COMPANY', eventCompanyId: id });
        return { id: user.id, userId: user.id, created: true, token: null };
      }
      const roles = await tx.getRepository(UserEventRole).findBy({ userId: existing.id });
      if (roles.some((r) => r.eventId === ctx.eventId)) throw fieldError('email', 'user_has_event_role');
      const invitation = await this.invitations.create(tx, existing, roles, company, ctx.eventLanguage);
      return { id: invitation.id, userId: existing.id, created: false, token: invitation.token };
    });
    const event = await this.db.getRepository(Event).findOneByOrFail({ id: ctx.eventId });
    if (result.created) {
      const mail = COMPANY_INVITE_MAIL[ctx.eventLanguage](event.name, company.name, companyLoginUrl(this.config.appUrl), input.email);
      await this.mail.send({ to: input.email, ...mail });
    } else if (result.token) await this.invitations.send(input.email, event.name, company.name, ctx.eventLanguage, result.token);
    return {
      user: { id: result.id, name: input.name, email: input.email, is_active: true },
      created: result.created,
      userId: result.userId,
      mailed: result.created || !!result.token,
    };
  }

  private async withCount(manager: EntityManager, company: EventCompany): Promise<EventCompanyDto> {
    const counts = await attendeeCounts(manager, company.eventId, 'eventCompanyId', [company.id]);
    return toDto(company, counts.get(company.id) ?? 0);
  }

  async create(ctx: EventContext, input: EventCompanyInput): Promise<EventCompanyDto> {
    checkQuotas(ctx, 'create', input);
    const id = await this.writes.create(ctx, async (tx) => {
      const repo = tx.getRepository(EventCompany);
      return (await repo.save(repo.create({ ...columns(input), eventId: ctx.eventId }))).id;
    });
    return toDto((await this.companies.findOneBy({ id }))!, 0);
  }

  /** A PUT may carry the whole record or `name` and the fields that change; absent fields keep their value. */
  async update(ctx: EventContext, id: number, input: EventCompanyInput): Promise<EventCompanyDto> {
    return this.writes.update(ctx, id, async (tx, before) => {
      checkQuotas(ctx, 'update', input, before);
      await tx.getRepository(EventCompany).update(id, columns(input));
    });
  }

  /**
   * A company that still has attendees is not deleted (409): they would lose their company; the later
   * contexts refuse for their own records (accreditation: vehicles) on COMPANY_REMOVING.
   */
  async remove(ctx: EventContext, id: number): Promise<EventCompanyDto> {
    return this.writes.remove(ctx, id, {
      check: async (tx) => {
        if (await tx.getRepository(Attendee).existsBy({ eventId: ctx.eventId, eventCompanyId: id }))
          throw RegistrationError('company_in_use');
        await this.signals.send(tx, COMPANY_REMOVING, { eventId: ctx.eventId, companyId: id });
      },
    });
  }
}

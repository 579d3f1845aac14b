import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COMPANY_OPTIONAL_FIELDS, subject, type AppAbility, type EventCompanyDto, type EventCompanyInput } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import { Attendee } from '../attendees/attendee.entity';
import { scopeQuery } from '../authz/scope-query';
import { AppException, notFound } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { EventCompany } from '../events/event-company.entity';
import { diff, HistoryService, type Actor } from '../history/history.service';
import { writeTransaction } from '../database/write-transaction';

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

const SCOPE_COLUMNS = { id: 'company.id', event_company_id: 'company.id' };

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

const toDto = (c: EventCompany): EventCompanyDto => ({
  id: c.id,
  event_id: c.eventId,
  name: c.name,
  ...(Object.fromEntries(COMPANY_OPTIONAL_FIELDS.map((f) => [f, c[PROPERTY[f]] ?? null])) as Omit<
    EventCompanyDto,
    'id' | 'event_id' | 'name' | 'created_at' | 'updated_at'
  >),
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const historyValues = (c: EventCompanyDto) => {
  const { id: _i, event_id: _e, created_at: _c, updated_at: _u, ...rest } = c;
  return rest;
};

/** Entity columns of the fields given (absent fields are left out, so an update keeps them). */
function columns(input: EventCompanyInput): Partial<EventCompany> {
  const out: Record<string, unknown> = { name: input.name };
  for (const field of COMPANY_OPTIONAL_FIELDS) if (input[field] !== undefined) out[PROPERTY[field]] = input[field];
  return out as Partial<EventCompany>;
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
  ) {}

  private get companies() {
    return this.db.getRepository(EventCompany);
  }

  async list(eventId: number, list: ListQuery, ability: AppAbility) {
    const qb = this.companies.createQueryBuilder('company').where('company.eventId = :eventId', { eventId });
    scopeQuery(qb, ability, 'read', 'EventCompany', SCOPE_COLUMNS);
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toDto), total };
  }

  async findOne(eventId: number, id: number, ability: AppAbility): Promise<EventCompanyDto> {
    return toDto(await this.load(eventId, id, ability, 'read'));
  }

  defaults(): Omit<EventCompanyDto, 'id' | 'event_id' | 'created_at' | 'updated_at'> {
    return {
      name: '',
      ...(Object.fromEntries(COMPANY_OPTIONAL_FIELDS.map((f) => [f, null])) as Omit<
        EventCompanyDto,
        'id' | 'event_id' | 'name' | 'created_at' | 'updated_at'
      >),
    };
  }

  async create(eventId: number, input: EventCompanyInput, actor: Actor): Promise<EventCompanyDto> {
    const id = await writeTransaction(this.db, async (tx) => {
      const repo = tx.getRepository(EventCompany);
      const saved = await repo.save(repo.create({ ...columns(input), eventId }));
      const after = toDto((await repo.findOneBy({ id: saved.id }))!);
      await this.history.record(tx, {
        eventId,
        subjectType: 'company',
        subjectId: saved.id,
        action: 'create',
        actor,
        changes: diff({}, historyValues(after)),
      });
      return saved.id;
    });
    return toDto((await this.companies.findOneBy({ id }))!);
  }

  /** A PUT may carry the whole record or `name` and the fields that change; absent fields keep their value. */
  async update(eventId: number, id: number, input: EventCompanyInput, ability: AppAbility, actor: Actor): Promise<EventCompanyDto> {
    const before = toDto(await this.load(eventId, id, ability, 'update'));
    await writeTransaction(this.db, async (tx) => {
      const repo = tx.getRepository(EventCompany);
      await repo.update(id, columns(input));
      const after = toDto((await repo.findOneBy({ id }))!);
      await this.history.record(tx, {
        eventId,
        subjectType: 'company',
        subjectId: id,
        action: 'update',
        actor,
        changes: diff(historyValues(before), historyValues(after)),
      });
    });
    return this.findOne(eventId, id, ability);
  }

  /** A company that still has attendees is not deleted (409): they would lose a field SPEC §5 requires. */
  async remove(eventId: number, id: number, ability: AppAbility, actor: Actor): Promise<EventCompanyDto> {
    const company = toDto(await this.load(eventId, id, ability, 'delete'));
    if (await this.db.getRepository(Attendee).existsBy({ eventId, eventCompanyId: id }))
      throw new AppException(HttpStatus.CONFLICT, 'company_in_use');
    await writeTransaction(this.db, async (tx) => {
      await this.history.record(tx, {
        eventId,
        subjectType: 'company',
        subjectId: id,
        action: 'delete',
        actor,
        changes: diff(historyValues(company), {}),
      });
      await tx.getRepository(EventCompany).delete(id);
    });
    return company;
  }

  /** A company outside the event or the caller's scope answers 404: its existence is not revealed. */
  private async load(eventId: number, id: number, ability: AppAbility, action: 'read' | 'update' | 'delete'): Promise<EventCompany> {
    const company = await this.companies.findOneBy({ id, eventId });
    if (!company || !ability.can(action, subject('EventCompany', { id: company.id, event_company_id: company.id }))) throw notFound();
    return company;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { subject, type AppAbility, type EventCompanyDto, type EventCompanyInput } from '@eventdesk/shared';
import { Repository } from 'typeorm';
import { scopeQuery } from '../authz/scope-query';
import { notFound } from '../common/errors';
import { findPage, type ListQuery, type ListSpec } from '../common/ra-query';
import { EventCompany } from '../events/event-company.entity';

export const COMPANY_LIST: ListSpec = {
  resource: 'companies',
  sortable: { id: 'company.id', name: 'company.name', created_at: 'company.createdAt' },
  filters: { q: { kind: 'search', columns: ['company.name'] }, id: { kind: 'eq', column: 'company.id', type: 'number' } },
  defaultSort: ['name', 'ASC'],
  tiebreaker: 'company.id',
};

const SCOPE_COLUMNS = { id: 'company.id', event_company_id: 'company.id' };

const toDto = (c: EventCompany): EventCompanyDto => ({
  id: c.id,
  event_id: c.eventId,
  name: c.name,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

/** Companies of one event; a COMPANY user reaches its own company only (row scope in SQL). */
@Injectable()
export class CompaniesService {
  constructor(@InjectRepository(EventCompany) private readonly companies: Repository<EventCompany>) {}

  async list(eventId: number, list: ListQuery, ability: AppAbility) {
    const qb = this.companies.createQueryBuilder('company').where('company.eventId = :eventId', { eventId });
    scopeQuery(qb, ability, 'read', 'EventCompany', SCOPE_COLUMNS);
    const { rows, total } = await findPage(qb, list);
    return { rows: rows.map(toDto), total };
  }

  async findOne(eventId: number, id: number, ability: AppAbility): Promise<EventCompanyDto> {
    return toDto(await this.load(eventId, id, ability, 'read'));
  }

  async create(eventId: number, input: EventCompanyInput): Promise<EventCompanyDto> {
    const company = await this.companies.save(this.companies.create({ eventId, name: input.name }));
    return toDto(company);
  }

  async update(eventId: number, id: number, input: EventCompanyInput, ability: AppAbility): Promise<EventCompanyDto> {
    const company = await this.load(eventId, id, ability, 'update');
    company.name = input.name;
    return toDto(await this.companies.save(company));
  }

  async remove(eventId: number, id: number, ability: AppAbility): Promise<EventCompanyDto> {
    const company = await this.load(eventId, id, ability, 'delete');
    await this.companies.delete(id);
    return toDto(company);
  }

  /** A company outside the event or the caller's scope answers 404: its existence is not revealed. */
  private async load(eventId: number, id: number, ability: AppAbility, action: 'read' | 'update' | 'delete'): Promise<EventCompany> {
    const company = await this.companies.findOneBy({ id, eventId });
    if (!company || !ability.can(action, subject('EventCompany', { id: company.id, event_company_id: company.id }))) throw notFound();
    return company;
  }
}

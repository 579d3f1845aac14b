import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ACCESS_REQUEST_STATUSES,
  DOCUMENTATION_STATUSES,
  type AccessRequestStatus,
  type CompanyPortalDto,
  type DocumentationStatus,
  type PortalHolderDto,
} from '@eventdesk/shared';
import { DataSource, In } from 'typeorm';
import { requireRecord } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { AccessRequest } from '../access-requests/access-request.entity';
import { Attendee } from '../../registration/attendees/attendee.entity';
import { COMPANY_SCOPE } from '../../registration/companies/companies.service';
import { companyDocumentation } from '../documentation/documentation-status';
import { Vehicle } from '../vehicles/vehicle.entity';

const TO_FIX: DocumentationStatus[] = ['REJECTED', 'EXPIRED', 'MISSING'];
const TO_FIX_SHOWN = 20;

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/**
 * A company's home for the event (issue 13): how many attendees and vehicles it has against its quotas,
 * their documentation by status (grouped counts on the (event, company) indexes) and the first ones
 * whose papers need attention, its own documents, and its access requests by status. A COMPANY user
 * reaches its own company only (404 for the others); staff reach any.
 */
@Injectable()
export class CompanyPortalService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async portal(ctx: EventContext, companyId: number): Promise<CompanyPortalDto> {
    const company = await requireRecord(this.db.manager, ctx, 'read', COMPANY_SCOPE, companyId);
    const where = { eventId: ctx.eventId, eventCompanyId: companyId };
    const grouped = async (entity: typeof Attendee | typeof Vehicle, alias: string) => {
      const rows = await this.db
        .getRepository(entity)
        .createQueryBuilder(alias)
        .select(`${alias}.documentationStatus`, 'status')
        .addSelect('COUNT(*)', 'count')
        .where(`${alias}.eventId = :eventId AND ${alias}.eventCompanyId = :companyId`, { eventId: ctx.eventId, companyId })
        .groupBy(`${alias}.documentationStatus`)
        .getRawMany<{ status: DocumentationStatus | null; count: number | string }>();
      const documentation = zeroes(DOCUMENTATION_STATUSES);
      let total = 0;
      for (const r of rows) {
        total += Number(r.count);
        if (r.status) documentation[r.status] += Number(r.count);
      }
      return { total, documentation };
    };
    const attendees = await grouped(Attendee, 'attendee');
    const vehicles = await grouped(Vehicle, 'vehicle');
    const attendeesToFix: PortalHolderDto[] = (
      await this.db.getRepository(Attendee).find({
        select: { id: true, firstName: true, lastName: true, attendeeCode: true, documentationStatus: true },
        where: { ...where, documentationStatus: In(TO_FIX) },
        order: { lastName: 'ASC', id: 'ASC' },
        take: TO_FIX_SHOWN,
      })
    ).map((a) => ({
      id: a.id,
      label: [a.lastName, a.firstName].filter(Boolean).join(' ') || a.attendeeCode,
      documentation_status: a.documentationStatus!,
    }));
    const vehiclesToFix: PortalHolderDto[] = (
      await this.db.getRepository(Vehicle).find({
        select: { id: true, plate: true, documentationStatus: true },
        where: { ...where, documentationStatus: In(TO_FIX) },
        order: { plate: 'ASC' },
        take: TO_FIX_SHOWN,
      })
    ).map((v) => ({ id: v.id, label: v.plate, documentation_status: v.documentationStatus! }));
    const requests = zeroes(ACCESS_REQUEST_STATUSES);
    const requestRows = await this.db
      .getRepository(AccessRequest)
      .createQueryBuilder('request')
      .select('request.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('request.eventId = :eventId AND request.eventCompanyId = :companyId', { eventId: ctx.eventId, companyId })
      .groupBy('request.status')
      .getRawMany<{ status: AccessRequestStatus; count: number | string }>();
    for (const r of requestRows) requests[r.status] = Number(r.count);
    return {
      company: { id: company.id, name: company.name, attendee_quota: company.attendeeQuota, vehicle_quota: company.vehicleQuota },
      attendees: { ...attendees, to_fix: attendeesToFix },
      vehicles: { ...vehicles, to_fix: vehiclesToFix },
      company_documentation: await companyDocumentation(this.db.manager, ctx.eventId, companyId),
      requests,
    };
  }
}

import type { ScanHolderDto } from '@eventdesk/shared';
import { In, type EntityManager } from 'typeorm';
import { AttendeeCategory } from '../../registration/attendees/attendee-category.entity';
import type { Attendee } from '../../registration/attendees/attendee.entity';
import { EventCompany } from '../../platform/events/event-company.entity';
import type { Vehicle } from '../../accreditation/vehicles/vehicle.entity';

/** An attendee's name on the gate screen: last and first name, else the attendee code. */
export const attendeeLabel = (lastName: string | null, firstName: string | null, code: string): string =>
  [lastName, firstName].filter(Boolean).join(' ') || code;

/** The holders as the gate screen shows them (name or plate, company, category or type): one query for the companies, one for the categories. */
export async function holderCards(
  manager: EntityManager,
  attendees: Pick<Attendee, 'id' | 'firstName' | 'lastName' | 'attendeeCode' | 'eventCompanyId' | 'eventAttendeeCategoryId'>[],
  vehicles: Pick<Vehicle, 'id' | 'plate' | 'type' | 'eventCompanyId'>[],
): Promise<{ attendeeCard: Map<number, ScanHolderDto>; vehicleCard: Map<number, ScanHolderDto> }> {
  const companyIds = [...new Set([...attendees, ...vehicles].flatMap((h) => (h.eventCompanyId === null ? [] : [h.eventCompanyId])))];
  const categoryIds = [...new Set(attendees.flatMap((a) => (a.eventAttendeeCategoryId === null ? [] : [a.eventAttendeeCategoryId])))];
  const companies = new Map(
    (companyIds.length
      ? await manager.getRepository(EventCompany).find({ select: { id: true, name: true }, where: { id: In(companyIds) } })
      : []
    ).map((c) => [c.id, c.name]),
  );
  const categories = new Map(
    (categoryIds.length
      ? await manager.getRepository(AttendeeCategory).find({ select: { id: true, name: true }, where: { id: In(categoryIds) } })
      : []
    ).map((c) => [c.id, c.name]),
  );
  const company = (id: number | null) => (id === null ? null : (companies.get(id) ?? null));
  const attendeeCard = new Map(
    attendees.map((a): [number, ScanHolderDto] => [
      a.id,
      {
        type: 'ATTENDEE',
        id: a.id,
        label: attendeeLabel(a.lastName, a.firstName, a.attendeeCode),
        company: company(a.eventCompanyId),
        category: a.eventAttendeeCategoryId === null ? null : (categories.get(a.eventAttendeeCategoryId) ?? null),
      },
    ]),
  );
  const vehicleCard = new Map(
    vehicles.map((v): [number, ScanHolderDto] => [
      v.id,
      { type: 'VEHICLE', id: v.id, label: v.plate, company: company(v.eventCompanyId), category: v.type },
    ]),
  );
  return { attendeeCard, vehicleCard };
}

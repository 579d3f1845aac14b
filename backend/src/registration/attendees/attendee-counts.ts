import type { EntityManager } from 'typeorm';
import { Attendee } from './attendee.entity';

/**
 * How many attendees of the event each of `ids` has in `property` (its company, its category): one
 * grouped query over the page shown, answered by the (event, company) and (event, category) indexes.
 */
export async function attendeeCounts(
  manager: EntityManager,
  eventId: number,
  property: 'eventCompanyId' | 'eventAttendeeCategoryId',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await manager
    .getRepository(Attendee)
    .createQueryBuilder('attendee')
    .select(`attendee.${property}`, 'id')
    .addSelect('COUNT(*)', 'count')
    .where('attendee.eventId = :eventId', { eventId })
    .andWhere(`attendee.${property} IN (:...ids)`, { ids })
    .groupBy(`attendee.${property}`)
    .getRawMany<{ id: number | string; count: number | string }>();
  return new Map(rows.map((r) => [Number(r.id), Number(r.count)]));
}

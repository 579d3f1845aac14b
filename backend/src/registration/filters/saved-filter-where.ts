import type { DataSource } from 'typeorm';
import { requireAccess } from '../../platform/access/record-access';
import type { EventContext } from '../../platform/access/request-context';
import { fieldError } from '../../platform/common/errors';
import { parseListQuery } from '../../platform/common/ra-query';
import { attendeeAccess } from '../attendees/attendee-access';
import { attendeeListSpec, attendeeListWhere, type SqlCondition } from '../attendees/attendee-list';
import { FILTER_SCOPE } from './filters.service';
import { SavedFilter } from './saved-filter.entity';

/**
 * The conditions (alias `attendee`) of a saved attendee filter's list as the caller would see it: their
 * row scope, and only filters on fields they see. Another user's private filter, or one the caller may
 * not read at all, is as missing as none (422 on `field`).
 */
export async function savedAttendeeFilterWhere(
  db: DataSource,
  ctx: EventContext,
  filterId: number,
  field = 'filter_id',
): Promise<SqlCondition> {
  const filter = await db.getRepository(SavedFilter).findOneBy({ id: filterId, eventId: ctx.eventId });
  if (!filter || !mayRead(ctx, filter)) throw fieldError(field, 'saved_filter_not_found');
  if (filter.resource !== 'attendees') throw fieldError(field, 'saved_filter_not_attendees');
  const access = attendeeAccess(ctx);
  return attendeeListWhere(parseListQuery({ filter: filter.filter }, attendeeListSpec(access)), access);
}

function mayRead(ctx: EventContext, filter: SavedFilter): boolean {
  try {
    requireAccess(ctx, 'read', FILTER_SCOPE, filter);
    return true;
  } catch {
    return false;
  }
}

import { Controller, Get, Query } from '@nestjs/common';
import type { EventStatsDto } from '@eventdesk/shared';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { badQuery } from '../../platform/common/errors';
import { StatsService, type DayRange } from './stats.service';

function calendarDay(name: string, raw: unknown): string | null {
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) throw badQuery(name, 'q_day');
  const date = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) throw badQuery(name, 'q_calendar');
  return raw;
}

/** `from`/`to` (both optional, both included) of the registrations chart. */
export function parseDayRange(query: Record<string, unknown>): DayRange {
  const from = calendarDay('from', query.from);
  const to = calendarDay('to', query.to);
  if (from && to && from > to) throw badQuery('to', 'q_after_from');
  return { from, to };
}

@Controller('api/events/:eventId/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  /** The event dashboard (`EventStatsDto`), limited to what the caller may see. */
  @CheckPolicy('read', 'Stats')
  @Get()
  show(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<EventStatsDto> {
    return this.stats.eventStats(ctx.eventId, ctx.ability, parseDayRange(query));
  }
}

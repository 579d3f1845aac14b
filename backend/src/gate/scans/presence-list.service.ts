import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PresenceListDto, PresenceListQuery } from '@eventdesk/shared';
import { DataSource } from 'typeorm';
import type { EventContext } from '../../platform/access/request-context';
import { ZonePresence } from './scan.entities';

/** Rows per page of the presence list when the gate does not say. */
export const PRESENCE_PAGE = 2000;

/**
 * Who is inside the event's zones now (issue 29 item 7), as the gates keep it in `zone_presence`: a gate
 * downloads it with its allow-list, so that offline its anti-passback also knows who entered through the
 * other gates (pretixSCAN downloads the check-ins the same way). A keyset page by row; a paired gate
 * tablet reads only its own zone. The rows name holders by type and id, nothing more.
 */
@Injectable()
export class PresenceListService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page(ctx: EventContext, query: PresenceListQuery): Promise<PresenceListDto> {
    const generatedAt = new Date();
    const limit = query.limit ?? PRESENCE_PAGE;
    const rows = this.db
      .getRepository(ZonePresence)
      .createQueryBuilder('p')
      .select(['p.id', 'p.zoneId', 'p.holderType', 'p.holderId'])
      .where('p.eventId = :eventId', { eventId: ctx.eventId })
      .andWhere('p.id > :after', { after: query.after ?? 0 })
      .orderBy('p.id', 'ASC')
      .take(limit + 1);
    if (ctx.device) rows.andWhere('p.zoneId = :zoneId', { zoneId: ctx.device.zoneId });
    const found = await rows.getMany();
    const more = found.length > limit;
    const shown = more ? found.slice(0, limit) : found;
    return {
      generated_at: generatedAt.toISOString(),
      entries: shown.map((p) => ({ zone_id: p.zoneId, holder: `${p.holderType}:${p.holderId}` })),
      next: more ? shown[shown.length - 1]!.id : null,
    };
  }
}

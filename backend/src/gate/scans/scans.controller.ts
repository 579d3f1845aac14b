import { ScopedBy } from '../../platform/access/scoped-by';
import { SCAN_SCOPE } from './scan-log.service';
import { Controller, Get, Header, HttpCode, Param, Post, Query, Req, Sse, SseSignal, type StreamableFile } from '@nestjs/common';
import {
  gateCheckQuerySchema,
  offlineListQuerySchema,
  presenceListQuerySchema,
  type PresenceListQuery,
  type GateCheckQuery,
  scanSchema,
  scanSyncSchema,
  type OfflineListQuery,
  type ScanInput,
  type ScanSyncInput,
} from '@eventdesk/shared';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import type { HttpRequest } from '../../platform/common/http';
import { IdPipe } from '../../platform/common/id.pipe';
import { LiveStreams } from '../../platform/common/live-streams';
import { ListParams, page } from '../../platform/common/list-page';
import { CheckPolicy, GateDeviceRoute } from '../../platform/common/policy.decorator';
import { parseListQuery, type ListQuery } from '../../platform/common/ra-query';
import { exportOptions, tableFile } from '../../registration/exports/table-file';
import { ScanExportService } from './scan-export.service';
import { ValidBody, ValidQuery } from '../../platform/common/valid-body.decorator';
import { OccupancyFeed } from './occupancy-feed';
import { OfflineListService } from './offline-list.service';
import { PresenceListService } from './presence-list.service';
import { SCAN_LIST, ScanLogService } from './scan-log.service';
import { ScansService } from './scans.service';

/**
 * `POST /api/events/{eventId}/scans`: a scan at a gate (ADMIN, SECRETARY: who grant access), answered in one round trip.
 * A paired gate tablet (`@GateDeviceRoute`, issue 29 item 8) scans, downloads the offline list and syncs, at its zone.
 */
@Controller('api/events/:eventId/scans')
export class ScansController {
  constructor(
    private readonly scans: ScansService,
    private readonly offline: OfflineListService,
    private readonly presence: PresenceListService,
  ) {}

  @CheckPolicy('create', 'AccessControl')
  @GateDeviceRoute()
  @Post()
  scan(@EventCtx() ctx: EventContext, @ValidBody(scanSchema) input: ScanInput) {
    return this.scans.scan(ctx, input);
  }

  /** What the gate would answer a holder at each zone now (the access tab, the request queue): who reads the log may ask. */
  @CheckPolicy('read', 'AccessControl')
  @Get('check')
  check(@EventCtx() ctx: EventContext, @ValidQuery(gateCheckQuerySchema) query: GateCheckQuery) {
    return this.scans.check(ctx, query);
  }

  /** The gates' offline allow-list, a page at a time (sealed entries: only a holder's pass code opens theirs). */
  @CheckPolicy('create', 'AccessControl')
  @GateDeviceRoute()
  @Get('offline-list')
  offlineList(@EventCtx() ctx: EventContext, @ValidQuery(offlineListQuerySchema) query: OfflineListQuery) {
    return this.offline.page(ctx.eventId, query);
  }

  /** Who is inside the event's zones now, a page at a time: the gates' offline anti-passback (issue 29 item 7). */
  @CheckPolicy('create', 'AccessControl')
  @GateDeviceRoute()
  @Get('presence')
  presenceList(@EventCtx() ctx: EventContext, @ValidQuery(presenceListQuerySchema) query: PresenceListQuery) {
    return this.presence.page(ctx, query);
  }

  /** A device's offline queue, in batches: each scan answered as it was recorded (a batch sent again adds nothing). */
  @CheckPolicy('create', 'AccessControl')
  @GateDeviceRoute()
  @Post('sync')
  @HttpCode(200)
  sync(@EventCtx() ctx: EventContext, @ValidBody(scanSyncSchema) input: ScanSyncInput) {
    return this.scans.sync(ctx, input);
  }
}

/** `/api/events/{eventId}/access-controls`: the scan log (SECRETARY and ADMIN), and the zones' occupancy now. */
@ScopedBy(SCAN_SCOPE)
@Controller('api/events/:eventId/access-controls')
export class AccessControlsController {
  constructor(
    private readonly log: ScanLogService,
    private readonly feed: OccupancyFeed,
    private readonly exporter: ScanExportService,
    private readonly streams: LiveStreams,
  ) {}

  @CheckPolicy('read', 'AccessControl')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(SCAN_LIST) list: ListQuery) {
    return page(list, await this.log.list(ctx, list));
  }

  /** `GET …/access-controls/export?format=csv|xlsx&values=readable|codes&filter=…`: the filtered log as a file, newest first. */
  @CheckPolicy('read', 'AccessControl')
  @Get('export')
  @Header('Cache-Control', 'no-store')
  async export(@EventCtx() ctx: EventContext, @Query() query: Record<string, unknown>): Promise<StreamableFile> {
    const { format, values } = exportOptions(query);
    const list = parseListQuery({ filter: query.filter }, SCAN_LIST);
    return tableFile(await this.exporter.fileName(ctx, format), format, (out) => this.exporter.write(format, list, ctx, out, values));
  }

  @CheckPolicy('read', 'AccessControl')
  @Get('occupancy')
  occupancy(@EventCtx() ctx: EventContext) {
    return this.log.occupancy(ctx.eventId);
  }

  /**
   * The occupancy now, then at every change (server-sent events: `occupancy` messages, a `ping` now and
   * then), until the session ends; a few per session and a bounded number per instance (LiveStreams).
   */
  @CheckPolicy('read', 'AccessControl')
  @Sse('live')
  live(@EventCtx() ctx: EventContext, @Req() req: HttpRequest, @SseSignal() signal: AbortSignal) {
    return this.streams.attach(
      req,
      signal,
      this.feed.stream(ctx.eventId, () => this.log.occupancy(ctx.eventId)),
    );
  }

  @CheckPolicy('read', 'AccessControl')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.log.findOne(ctx, id);
  }
}

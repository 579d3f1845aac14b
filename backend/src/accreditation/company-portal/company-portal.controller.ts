import { Controller, Get, Param } from '@nestjs/common';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { CompanyPortalService } from './company-portal.service';

/** `GET /api/events/{eventId}/companies/{id}/portal`: the company's home (issue 13). */
@Controller('api/events/:eventId/companies/:id/portal')
export class CompanyPortalController {
  constructor(private readonly portal: CompanyPortalService) {}

  @CheckPolicy('read', 'EventCompany')
  @Get()
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.portal.portal(ctx, id);
  }
}

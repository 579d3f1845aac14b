import { ScopedBy } from '../../platform/access/scoped-by';
import { COMPANY_SCOPE } from './companies.service';
import { Body, Controller, Delete, Get, Param, Post, Put, Req } from '@nestjs/common';
import { COMPANY_DEFAULTS, companyUserInviteSchema, eventCompanySchema, type CompanyUserInviteInput, type EventCompanyInput } from '@eventdesk/shared';
import type { HttpRequest } from '../../platform/common/http';
import { CheckPolicy } from '../../platform/common/policy.decorator';
import { EventCtx, type EventContext } from '../../platform/access/request-context';
import { IdPipe } from '../../platform/common/id.pipe';
import { ListParams, page } from '../../platform/common/list-page';
import type { ListQuery } from '../../platform/common/ra-query';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { mergedInput } from '../../platform/common/put-merge';
import { AuditService } from '../../platform/audit/audit.service';
import { assertRecentConfirmation } from '../../platform/users/step-up';
import { COMPANY_LIST, CompaniesService } from './companies.service';

@ScopedBy(COMPANY_SCOPE)
@Controller('api/events/:eventId/companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly audit: AuditService,
  ) {}

  @CheckPolicy('read', 'EventCompany')
  @Get()
  async list(@EventCtx() ctx: EventContext, @ListParams(COMPANY_LIST) list: ListQuery) {
    return page(list, await this.companies.list(ctx, list));
  }

  @CheckPolicy('create', 'EventCompany')
  @Get('create')
  defaults() {
    return COMPANY_DEFAULTS;
  }

  @CheckPolicy('read', 'EventCompany')
  @Get(':id')
  show(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.companies.findOne(ctx, id);
  }

  /** The company's accounts (role COMPANY): for the staff who edit companies, not for the company itself. */
  @CheckPolicy('update', 'EventCompany')
  @Get(':id/users')
  users(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.companies.users(ctx, id);
  }

  /** Gives a person sign-in for the company (the event ADMIN's; an account change: the password is asked again). */
  @CheckPolicy('invite', 'EventCompany')
  @Post(':id/users')
  async invite(
    @EventCtx() ctx: EventContext,
    @Param('id', IdPipe) id: number,
    @ValidBody(companyUserInviteSchema) input: CompanyUserInviteInput,
    @Req() req: HttpRequest,
  ) {
    assertRecentConfirmation(req);
    const { user, created, userId, mailed } = await this.companies.invite(ctx, id, input);
    // An existing account is only invited (issue 26): the audit says so, and whether the invitation was mailed.
    await this.audit.record(req, {
      action: created ? 'user_created' : 'roles_changed',
      target: { type: 'user', id: userId },
      details: {
        email: user.email,
        event_id: ctx.eventId,
        role: 'COMPANY',
        event_company_id: id,
        ...(!created && { invitation: mailed ? 'sent' : 'not_allowed' }),
      },
    });
    return user;
  }

  @CheckPolicy('create', 'EventCompany')
  @Post()
  create(@EventCtx() ctx: EventContext, @ValidBody(eventCompanySchema) input: EventCompanyInput) {
    return this.companies.create(ctx, input);
  }

  @CheckPolicy('update', 'EventCompany')
  @Put(':id')
  async update(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number, @Body() body: unknown) {
    // A PUT merges what it is sent into the record (ra-data-simple-rest's updateMany sends only changes).
    const current = await this.companies.findOne(ctx, id);
    return this.companies.update(ctx, id, mergedInput(eventCompanySchema, current, body, ctx.lang));
  }

  @CheckPolicy('delete', 'EventCompany')
  @Delete(':id')
  remove(@EventCtx() ctx: EventContext, @Param('id', IdPipe) id: number) {
    return this.companies.remove(ctx, id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { saveEventRolesSchema, USER_DEFAULTS, userSchema, type SaveEventRolesInput, type UserInput } from '@eventdesk/shared';
import type { HttpRequest } from '../common/http';
import { AuditService } from '../audit/audit.service';
import { CheckPolicy } from '../common/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { ListParams, page } from '../common/list-page';
import type { ListQuery } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { mergedInput } from '../common/put-merge';
import { Ctx, type RequestContext } from '../access/request-context';
import { assertRecentConfirmation } from './step-up';
import { UserSessionsService } from './user-sessions.service';
import { USER_LIST, UsersService } from './users.service';

/** Users are managed by superadmins only. */
@Controller('api')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly sessions: UserSessionsService,
  ) {}

  @CheckPolicy('read', 'User')
  @Get('users')
  async list(@ListParams(USER_LIST) list: ListQuery) {
    return page(list, await this.users.list(list));
  }

  @CheckPolicy('create', 'User')
  @Get('users/create')
  defaults() {
    return USER_DEFAULTS;
  }

  @CheckPolicy('read', 'User')
  @Get('users/:id')
  show(@Param('id', IdPipe) id: number) {
    return this.users.findOne(id);
  }

  @CheckPolicy('create', 'User')
  @Post('users')
  async create(@ValidBody(userSchema) input: UserInput, @Req() req: HttpRequest) {
    const user = await this.users.create(input);
    await this.audit.record(req, {
      action: 'user_created',
      target: { type: 'user', id: user.id },
      details: { email: user.email, is_superadmin: user.is_superadmin },
    });
    return user;
  }

  @CheckPolicy('update', 'User')
  @Put('users/:id')
  async update(@Param('id', IdPipe) id: number, @Body() body: unknown, @Ctx() ctx: RequestContext, @Req() req: HttpRequest) {
    const before = await this.users.findOne(id);
    // A PUT merges what it is sent into the record (ra-data-simple-rest's updateMany sends only changes);
    // no password sent keeps the password.
    const input: UserInput = mergedInput(userSchema, before, body, ctx.lang);
    const credentials = input.email !== before.email || !!input.password;
    const access =
      (input.is_active !== undefined && input.is_active !== before.is_active) ||
      (input.is_superadmin !== undefined && input.is_superadmin !== (before.is_superadmin === 1));
    // Changing how someone signs in or what they are needs a fresh confirmation (issue 12).
    if (credentials || access) assertRecentConfirmation(req);
    const user = await this.users.update(id, input, req.authUser!.id);
    if (credentials || (access && !user.is_active) || (before.is_superadmin && !user.is_superadmin)) await this.endSessions(req, id);
    const details = { email: user.email, is_superadmin: user.is_superadmin, is_active: user.is_active, password_changed: !!input.password };
    await this.audit.record(req, { action: 'user_updated', target: { type: 'user', id }, details });
    return user;
  }

  @CheckPolicy('delete', 'User')
  @Delete('users/:id')
  async remove(@Param('id', IdPipe) id: number, @Req() req: HttpRequest) {
    assertRecentConfirmation(req);
    const user = await this.users.remove(id, req.authUser!.id);
    await this.audit.record(req, { action: 'user_deleted', target: { type: 'user', id }, details: { email: user.email } });
    return user;
  }

  @CheckPolicy('update', 'User')
  @Post('user/:id/save-events-roles')
  @HttpCode(200)
  async saveEventRoles(
    @Param('id', IdPipe) id: number,
    @ValidBody(saveEventRolesSchema) input: SaveEventRolesInput,
    @Req() req: HttpRequest,
  ) {
    const before = (await this.users.findOne(id)).events;
    const user = await this.users.saveEventRoles(id, input);
    // A role taken away (or changed) ends the user's sessions: they sign in again with what is left.
    const kept = (r: (typeof before)[number]) => user.events.some((a) => a.id === r.id && a.role === r.role);
    if (!before.every(kept)) await this.endSessions(req, id);
    await this.audit.record(req, { action: 'roles_changed', target: { type: 'user', id }, details: { before, after: user.events } });
    return user;
  }

  @CheckPolicy('update', 'User')
  @Post('user/:id/reset-2fa')
  @HttpCode(200)
  async resetTwoFactor(@Param('id', IdPipe) id: number, @Req() req: HttpRequest) {
    assertRecentConfirmation(req);
    const user = await this.users.resetTwoFactor(id);
    await this.endSessions(req, id);
    await this.audit.record(req, { action: 'two_factor_reset', target: { type: 'user', id }, details: { email: user.email } });
    return user;
  }

  /** Ends the user's sessions, but the caller's own when they act on themselves. */
  private endSessions(req: HttpRequest, id: number): Promise<number> {
    return this.sessions.endAll(req.sessionStore, id, id === req.authUser!.id ? req.session.registryId : undefined);
  }
}

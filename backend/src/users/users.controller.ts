import { Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { saveEventRolesSchema, userSchema, type SaveEventRolesInput, type UserInput } from '@eventdesk/shared';
import type { Request, Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { IdPipe } from '../common/id.pipe';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { ValidBody } from '../common/valid-body.decorator';
import { USER_LIST, UsersService } from './users.service';

/** Users are managed by superadmins only. */
@Controller('api')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @CheckPolicy('read', 'User')
  @Get('users')
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, USER_LIST);
    const { rows, total } = await this.users.list(list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }

  @CheckPolicy('create', 'User')
  @Get('users/create')
  defaults() {
    return this.users.defaults();
  }

  @CheckPolicy('read', 'User')
  @Get('users/:id')
  show(@Param('id', IdPipe) id: number) {
    return this.users.findOne(id);
  }

  @CheckPolicy('create', 'User')
  @Post('users')
  create(@ValidBody(userSchema) input: UserInput) {
    return this.users.create(input);
  }

  @CheckPolicy('update', 'User')
  @Put('users/:id')
  update(@Param('id', IdPipe) id: number, @ValidBody(userSchema) input: UserInput, @Req() req: Request) {
    return this.users.update(id, input, req.authUser!.id);
  }

  @CheckPolicy('delete', 'User')
  @Delete('users/:id')
  remove(@Param('id', IdPipe) id: number, @Req() req: Request) {
    return this.users.remove(id, req.authUser!.id);
  }

  @CheckPolicy('update', 'User')
  @Post('user/:id/save-events-roles')
  saveEventRoles(@Param('id', IdPipe) id: number, @ValidBody(saveEventRolesSchema) input: SaveEventRolesInput) {
    return this.users.saveEventRoles(id, input);
  }
}

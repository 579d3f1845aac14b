import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';

import { readOnlyResource } from '../common/errors';
import { IdPipe } from '../common/id.pipe';
import { CheckPolicy } from '../common/policy.decorator';
import { ListParams, page } from '../common/list-page';
import type { ListQuery } from '../common/ra-query';
import { AUDIT_LIST, AuditService } from './audit.service';

/** The audit log is read-only (the registry says `writes: false`): a write is answered 405 to who may read it. */
@Controller('api/audit-logs')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @CheckPolicy('read', 'AuditLog')
  @Get()
  async list(@ListParams(AUDIT_LIST) list: ListQuery) {
    return page(list, await this.audit.list(list));
  }

  @CheckPolicy('read', 'AuditLog')
  @Get(':id')
  show(@Param('id', IdPipe) id: number) {
    return this.audit.findOne(id);
  }

  @CheckPolicy('read', 'AuditLog')
  @Post()
  create(): never {
    throw readOnlyResource();
  }

  @CheckPolicy('read', 'AuditLog')
  @Put(':id')
  update(): never {
    throw readOnlyResource();
  }

  @CheckPolicy('read', 'AuditLog')
  @Delete(':id')
  remove(): never {
    throw readOnlyResource();
  }
}

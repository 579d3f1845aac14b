import { Controller, Get } from '@nestjs/common';

import { CheckPolicy } from '../common/policy.decorator';
import { ListParams, page } from '../common/list-page';
import type { ListQuery } from '../common/ra-query';
import { AUDIT_LIST, AuditService } from './audit.service';

@Controller('api/audit-logs')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @CheckPolicy('read', 'AuditLog')
  @Get()
  async list(@ListParams(AUDIT_LIST) list: ListQuery) {
    return page(list, await this.audit.list(list));
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CheckPolicy } from '../authz/policy.decorator';
import { parseListQuery, setContentRange } from '../common/ra-query';
import { AUDIT_LIST, AuditService } from './audit.service';

@Controller('api/audit-logs')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @CheckPolicy('read', 'AuditLog')
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const list = parseListQuery(query, AUDIT_LIST);
    const { rows, total } = await this.audit.list(list);
    setContentRange(res, list, rows.length, total);
    return rows;
  }
}

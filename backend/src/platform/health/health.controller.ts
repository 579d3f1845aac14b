import { Controller, Get, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthDto } from '@eventdesk/shared';
import type { HttpReply, HttpRequest } from '../common/http';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthService, secondFactorState } from '../auth/auth.service';
import { Public } from '../common/policy.decorator';

const VERSION: string = require('../../../package.json').version;

@Controller('api/health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  /**
   * 200 while the database answers, 503 otherwise (load balancers and the Docker healthcheck use it).
   * The version and the count of lost audit rows are for signed-in staff only (issue 12).
   */
  @Public()
  @Get()
  async check(@Req() req: HttpRequest, @Res({ passthrough: true }) res: HttpReply): Promise<HealthDto> {
    let up = true;
    try {
      await this.db.query('SELECT 1');
    } catch {
      up = false;
      res.status(503);
    }
    const health: HealthDto = up ? { status: 'ok', database: 'up' } : { status: 'error', database: 'down' };
    if (up && (await this.isStaff(req))) {
      health.version = VERSION;
      health.audit_write_failures = this.audit.writeFailures;
    }
    return health;
  }

  private async isStaff(req: HttpRequest): Promise<boolean> {
    if (!req.session?.userId) return false;
    try {
      const user = await this.auth.sessionUser(req);
      return !!user && secondFactorState(req.session, user) !== 'missing';
    } catch {
      return false;
    }
  }
}

import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthDto } from '@eventdesk/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/policy.decorator';

const VERSION: string = require('../../package.json').version;

@Controller('api/health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** 200 while the database answers, 503 otherwise (load balancers and the Docker healthcheck use it). */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    try {
      await this.db.query('SELECT 1');
      return { status: 'ok', database: 'up', version: VERSION };
    } catch {
      res.status(503);
      return { status: 'error', database: 'down', version: VERSION };
    }
  }
}

import { Module } from '@nestjs/common';
import { GateReportController } from './gate-report.controller';
import { GateReportService } from './gate-report.service';

@Module({ controllers: [GateReportController], providers: [GateReportService] })
export class GateReportModule {}

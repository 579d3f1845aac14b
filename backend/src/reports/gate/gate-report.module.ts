import { Module } from '@nestjs/common';
import { reportModule } from '../report-module';
import { GateReportService } from './gate-report.service';

@Module(reportModule('gate', GateReportService))
export class GateReportModule {}

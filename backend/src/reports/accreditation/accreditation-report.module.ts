import { Module } from '@nestjs/common';
import { reportModule } from '../report-module';
import { AccreditationReportService } from './accreditation-report.service';

@Module(reportModule('accreditation', AccreditationReportService))
export class AccreditationReportModule {}

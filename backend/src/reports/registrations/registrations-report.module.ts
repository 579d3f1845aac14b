import { Module } from '@nestjs/common';
import { reportModule } from '../report-module';
import { RegistrationsReportService } from './registrations-report.service';

@Module(reportModule('registrations', RegistrationsReportService))
export class RegistrationsReportModule {}

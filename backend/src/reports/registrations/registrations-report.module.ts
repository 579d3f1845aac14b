import { Module } from '@nestjs/common';
import { RegistrationsReportController } from './registrations-report.controller';
import { RegistrationsReportService } from './registrations-report.service';

@Module({ controllers: [RegistrationsReportController], providers: [RegistrationsReportService] })
export class RegistrationsReportModule {}

import { Module } from '@nestjs/common';
import { reportModule } from '../report-module';
import { ProgrammeReportService } from './programme-report.service';

/** Attendance and credits are the programme's figures: `read Session` and `read Credit` too. */
@Module(
  reportModule('programme', ProgrammeReportService, [
    ['read', 'Session'],
    ['read', 'Credit'],
  ]),
)
export class ProgrammeReportModule {}

import { Module } from '@nestjs/common';
import { reportModule } from '../report-module';
import { CommerceReportService } from './commerce-report.service';

/** Sales figures are the orders' (`read Order`): a role that may read reports but not orders is refused this one. */
@Module(reportModule('commerce', CommerceReportService, [['read', 'Order']]))
export class CommerceReportModule {}

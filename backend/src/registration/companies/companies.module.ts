import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';
import { CompanyInvitationsController } from './company-invitations.controller';
import { CompanyInvitationsService } from './company-invitations.service';

@Module({
  imports: [HistoryModule],
  controllers: [CompaniesController, CompanyInvitationsController],
  providers: [CompaniesService, CompanyInvitationsService],
})
export class CompaniesModule {}

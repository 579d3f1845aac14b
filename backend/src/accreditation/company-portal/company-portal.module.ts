import { Module } from '@nestjs/common';
import { CompanyPortalController } from './company-portal.controller';
import { CompanyPortalService } from './company-portal.service';

/** A company's home for the event (issue 13). */
@Module({ controllers: [CompanyPortalController], providers: [CompanyPortalService] })
export class CompanyPortalModule {}

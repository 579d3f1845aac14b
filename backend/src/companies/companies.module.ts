import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';

@Module({ imports: [HistoryModule], controllers: [CompaniesController], providers: [CompaniesService] })
export class CompaniesModule {}

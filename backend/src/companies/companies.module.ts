import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventCompany } from '../events/event-company.entity';
import { CompaniesController } from './companies.controller';
import { CompaniesService } from './companies.service';

@Module({ imports: [TypeOrmModule.forFeature([EventCompany])], controllers: [CompaniesController], providers: [CompaniesService] })
export class CompaniesModule {}

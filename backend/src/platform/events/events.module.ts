import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventCategoriesController } from './event-categories.controller';
import { EventCategoriesService } from './event-categories.service';
import { EventCategory } from './event-category.entity';
import { EventCompany } from './event-company.entity';
import { EventOption } from './event-option.entity';
import { Event } from './event.entity';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([Event, EventOption, EventCategory, EventCompany])],
  controllers: [EventsController, EventCategoriesController],
  providers: [EventsService, EventCategoriesService],
  exports: [EventsService],
})
export class EventsModule {}

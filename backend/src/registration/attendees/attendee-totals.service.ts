import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recountAllAttendees } from './attendee-totals';

/** Recounts every event's attendees at start-up: a write made outside the application (a restore, a script) heals there. */
@Injectable()
export class AttendeeTotalsService implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async onApplicationBootstrap(): Promise<void> {
    await recountAllAttendees(this.db);
  }
}

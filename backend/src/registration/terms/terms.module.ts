import { Module } from '@nestjs/common';
import { HistoryModule } from '../../platform/history/history.module';
import { TermsController } from './terms.controller';
import { TermsService } from './terms.service';

/** The texts an event's attendees are asked to accept, versioned (SPEC §5). */
@Module({ imports: [HistoryModule], controllers: [TermsController], providers: [TermsService], exports: [TermsService] })
export class TermsModule {}

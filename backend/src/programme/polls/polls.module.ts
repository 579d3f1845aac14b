import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { HistoryModule } from '../../platform/history/history.module';
import { AttendeeSignInModule } from '../../registration/attendee-sign-in/attendee-sign-in.module';
import { PollFeed } from './poll-feed';
import { PollsController } from './polls.controller';
import { PollsService } from './polls.service';
import { VotingController } from './voting.controller';
import { VotingService } from './voting.service';

/** Live voting (issue 27): the staff's polls and their live results, the public page's votes, the attendees' PINs. */
@Module({
  imports: [AuthModule, HistoryModule, AttendeeSignInModule],
  controllers: [PollsController, VotingController],
  providers: [PollsService, VotingService, PollFeed],
  exports: [VotingService],
})
export class PollsModule {}

import { Controller, Get } from '@nestjs/common';
import type { VotingPinDto } from '@eventdesk/shared';
import { AttendeeSession } from '../platform/common/policy.decorator';
import { VotingService } from '../programme/polls/voting.service';
import { SignedInAttendee, type MyAreaContext } from './attendee.guard';

/** The signed-in attendee's voting PIN (issue 27), shown on the my-area dashboard: typed on the voting page of another device. */
@AttendeeSession()
@Controller('api/:token')
export class MyAreaVotingController {
  constructor(private readonly voting: VotingService) {}

  @Get('voting-pin')
  async pin(@SignedInAttendee() { attendee }: MyAreaContext): Promise<VotingPinDto> {
    return { pin: await this.voting.pinFor(attendee), event_id: attendee.eventId };
  }
}

import { Controller, Get, Param, Post, Req } from '@nestjs/common';
import { voteSchema, type VoteInput, type VoteResultDto, type VotingPageDto } from '@eventdesk/shared';
import type { HttpRequest } from '../../platform/common/http';
import { IdPipe } from '../../platform/common/id.pipe';
import { Public } from '../../platform/common/policy.decorator';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { VotingService } from './voting.service';

/**
 * The public voting page's calls (SPEC §2 `/events/{id}/voting`, issue 27): no staff sign-in; the voter
 * is the attendee signed in to my-area for the event, or the one whose PIN is sent. The POST still needs
 * the anti-forgery header, as every write does.
 */
@Controller('api/external/events/:eventId/voting')
export class VotingController {
  constructor(private readonly voting: VotingService) {}

  @Public()
  @Get()
  page(@Param('eventId', IdPipe) eventId: number, @Req() req: HttpRequest): Promise<VotingPageDto> {
    return this.voting.page(req, eventId);
  }

  @Public()
  @Post(':pollId/votes')
  vote(
    @Param('eventId', IdPipe) eventId: number,
    @Param('pollId', IdPipe) pollId: number,
    @ValidBody(voteSchema) input: VoteInput,
    @Req() req: HttpRequest,
  ): Promise<VoteResultDto> {
    return this.voting.vote(req, eventId, pollId, input);
  }
}

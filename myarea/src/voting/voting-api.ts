import type { VoteResultDto, VotingPageDto, VotingPinDto } from '@eventdesk/shared';
import { request } from '../http';
import { readJson, writeJson } from '../storage';

/* The public voting page's calls (issue 27): by event id, no my-area token needed. */

export function getVoting(eventId: string): Promise<VotingPageDto> {
  return request<VotingPageDto>('GET', `/api/external/events/${encodeURIComponent(eventId)}/voting`);
}

export function sendVote(eventId: string, pollId: number, optionIds: number[], pin: string | null): Promise<VoteResultDto> {
  return request<VoteResultDto>('POST', `/api/external/events/${encodeURIComponent(eventId)}/voting/${pollId}/votes`, {
    option_ids: optionIds,
    ...(pin ? { pin } : {}),
  });
}

/** The signed-in attendee's voting PIN, for the dashboard. */
export function getVotingPin(token: string): Promise<VotingPinDto> {
  return request<VotingPinDto>('GET', `/api/${encodeURIComponent(token)}/voting-pin`);
}

/** What this tab remembers of one event's voting: the PIN typed and the options each poll was voted with. */
export interface VotingMemory {
  pin: string;
  voted: Record<number, number[]>;
}

const key = (eventId: string) => `voting:${eventId}`;

export const recallVoting = (eventId: string): VotingMemory => readJson<VotingMemory>(key(eventId)) ?? { pin: '', voted: {} };
export const keepVoting = (eventId: string, memory: VotingMemory): void => writeJson(key(eventId), memory);

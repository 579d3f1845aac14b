import type { SpeakerDto, SpeakerInput } from '@eventdesk/shared';
import { defineRecordScope } from '../../platform/access/record-access';
import type { ListSpec } from '../../platform/common/ra-query';
import { defineEventRecords } from '../../platform/history/event-records';
import { Speaker } from './speaker.entity';

/** Speakers of an event: the rules put no condition on them (the ADMIN manages them). */
export const SPEAKER_SCOPE = defineRecordScope({ subject: 'Speaker', entity: Speaker, alias: 'speaker', conditions: {} });

export const SPEAKER_LIST: ListSpec = {
  resource: 'speakers',
  sortable: {
    id: 'speaker.id',
    last_name: 'speaker.lastName',
    first_name: 'speaker.firstName',
    affiliation: 'speaker.affiliation',
    updated_at: 'speaker.updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['speaker.lastName', 'speaker.firstName', 'speaker.affiliation', 'speaker.email'] },
    id: { kind: 'eq', column: 'speaker.id', type: 'number' },
  },
  defaultSort: ['last_name', 'ASC'],
  tiebreaker: 'speaker.id',
};

/** The speakers of one event's programme: listed, written and deleted with an entry in the actions history each. */
export const SPEAKERS = defineEventRecords<Speaker, SpeakerDto, SpeakerInput>({
  scope: SPEAKER_SCOPE,
  subject: 'speaker',
  toDto: (s) => ({
    id: s.id,
    event_id: s.eventId,
    last_name: s.lastName,
    first_name: s.firstName,
    title: s.title,
    affiliation: s.affiliation,
    email: s.email,
    bio_it: s.bioIt,
    bio_en: s.bioEn,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  }),
  columns: (input) => ({
    lastName: input.last_name,
    firstName: input.first_name,
    title: input.title,
    affiliation: input.affiliation,
    email: input.email,
    bioIt: input.bio_it,
    bioEn: input.bio_en,
  }),
});

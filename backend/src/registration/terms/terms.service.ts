import type { TermDto, TermInput } from '@eventdesk/shared';
import { defineRecordScope } from '../../platform/access/record-access';
import type { ListSpec } from '../../platform/common/ra-query';
import { defineEventRecords } from '../../platform/history/event-records';
import { Term } from './term.entity';

/** Terms of an event: the rules put no condition on them (the ADMIN manages them). */
export const TERM_SCOPE = defineRecordScope({ subject: 'Term', entity: Term, alias: 'term', conditions: {} });

export const TERM_LIST: ListSpec = {
  resource: 'terms',
  sortable: {
    id: 'term.id',
    position: 'term.position',
    title_it: 'term.titleIt',
    required: 'term.required',
    active: 'term.active',
    version: 'term.version',
    updated_at: 'term.updatedAt',
  },
  filters: {
    q: { kind: 'search', columns: ['term.titleIt', 'term.titleEn'] },
    id: { kind: 'eq', column: 'term.id', type: 'number' },
    required: { kind: 'eq', column: 'term.required', type: 'boolean' },
    active: { kind: 'eq', column: 'term.active', type: 'boolean' },
  },
  defaultSort: ['position', 'ASC'],
  tiebreaker: 'term.id',
};

/** The words an attendee accepts: a change of any of them is a new version of the term. */
const WORDS = ['title_it', 'title_en', 'text_it', 'text_en'] as const;

/**
 * The terms of one event (SPEC §5 "terms (versioned consents)"): the privacy notice, the rules, the consents
 * to photos or mail that the attendee site asks for. Each starts at version 1; a change of its title or text
 * in either language is the next version, in the same transaction as the change, so a consent recorded
 * with a version says which words were accepted. Switching it off, making it optional or moving it is not.
 */
export const TERMS = defineEventRecords<Term, TermDto, TermInput>({
  scope: TERM_SCOPE,
  subject: 'term',
  toDto: (t) => ({
    id: t.id,
    event_id: t.eventId,
    title_it: t.titleIt,
    title_en: t.titleEn,
    text_it: t.textIt,
    text_en: t.textEn,
    required: !!t.required,
    active: !!t.active,
    position: t.position,
    version: t.version,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  }),
  columns: (input) => ({
    titleIt: input.title_it,
    titleEn: input.title_en,
    textIt: input.text_it,
    textEn: input.text_en,
    required: input.required,
    active: input.active,
    position: input.position,
  }),
  onUpdate: (before, input) => (WORDS.some((word) => input[word] !== before[word]) ? { version: before.version + 1 } : {}),
});

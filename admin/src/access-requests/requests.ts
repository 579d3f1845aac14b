import type { AccessRequestDto, AccessRequestsDecidedDto } from '@eventdesk/shared';
import type { Identifier } from 'react-admin';
import { papersOff, redundant } from './HolderNow';

export const STATUS_COLOR = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' } as const;

/** A select's choices: each value named by its translation key under `prefix`. */
export const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

/** A moment, short, in the language of the page. */
export const shortDateTime = (locale: string, iso: string) =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'short', timeStyle: 'short' });

/** When a requested right holds: from – to, an open end as "…". */
export const validity = (locale: string, from: string | null, to: string | null) =>
  [from, to].map((d) => (d ? shortDateTime(locale, d) : '…')).join(' – ');

/** The resource a request's holder is (its name is the holder's kind). */
export const holderResource = (r: Pick<AccessRequestDto, 'holder_type'>) => (r.holder_type === 'VEHICLE' ? 'vehicles' : 'attendees');

/** The holder was deleted since the request (the request stays, for the record). */
export const holderGone = (r: Pick<AccessRequestDto, 'attendee_id' | 'vehicle_id'>) => r.attendee_id === null && r.vehicle_id === null;

/** What a reviewer should know before deciding several requests: how many ask for what the holder has, how many lack papers. */
export const consequences = (records: AccessRequestDto[]) => ({
  redundant: records.filter(redundant).length,
  papers: records.filter(papersOff).length,
});

/** The notice after a decision: how many were decided, and (a warning) how many were decided already or lost their holder. */
export const decisionNotice = (json: AccessRequestsDecidedDto) => ({
  type: json.already_decided.length || json.holder_gone.length ? ('warning' as const) : ('info' as const),
  messageArgs: { smart_count: json.decided.length, already: json.already_decided.length, gone: json.holder_gone.length },
});

/** The selected requests, with what is known of those selected on another page (their id only). */
export function selectedRecords(selectedIds: Identifier[], shown: AccessRequestDto[]): AccessRequestDto[] {
  const byId = new Map(shown.map((r) => [r.id, r]));
  return selectedIds.map((id) => byId.get(Number(id)) ?? ({ id: Number(id), holder_now: null } as AccessRequestDto));
}

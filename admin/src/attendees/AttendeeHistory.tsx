import type { ActionHistoryDto } from '@eventdesk/shared';
import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useGetMany, useTranslate, type Identifier } from 'react-admin';
import { apiFetch } from '../api/http';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { useFormatValue } from './attendee-text';
import { useAttendeeUi } from './useAttendeeUi';

/** The fields whose values are ids, and the resource that names them. */
const REFERENCES = { event_attendee_category_id: 'attendee-categories', event_company_id: 'companies', tag_ids: 'tags' } as const;
type ReferenceField = keyof typeof REFERENCES;

/** The ids the entries name in one reference field, before and after. */
function idsIn(entries: ActionHistoryDto[], field: ReferenceField): number[] {
  const ids = new Set<number>();
  for (const e of entries)
    for (const value of e.changes[field] ?? [])
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.add(id);
  return [...ids];
}

/** Names for the ids of the history (a category, company or tag since deleted shows as #id). */
function useReferenceNames(entries: ActionHistoryDto[] | null): (field: string, value: unknown) => string | null {
  const list = entries ?? [];
  const names: Record<ReferenceField, Map<Identifier, string>> = {
    event_attendee_category_id: new Map(),
    event_company_id: new Map(),
    tag_ids: new Map(),
  };
  const categories = useGetMany<{ id: number; name: string }>('attendee-categories', { ids: idsIn(list, 'event_attendee_category_id') });
  const companies = useGetMany<{ id: number; name: string }>('companies', { ids: idsIn(list, 'event_company_id') });
  const tags = useGetMany<{ id: number; name: string }>('tags', { ids: idsIn(list, 'tag_ids') });
  for (const [field, result] of [
    ['event_attendee_category_id', categories],
    ['event_company_id', companies],
    ['tag_ids', tags],
  ] as const)
    for (const r of result.data ?? []) names[field].set(r.id, r.name);
  return (field, value) => {
    if (!(field in REFERENCES) || value === null || value === undefined) return null;
    const map = names[field as ReferenceField];
    const one = (id: unknown) => map.get(id as Identifier) ?? `#${String(id)}`;
    return Array.isArray(value) ? (value.length ? value.map(one).join(', ') : '—') : one(value);
  };
}

/** `GET …/attendees/{id}/history` as a timeline, oldest first: who, when, each field old → new, in words (issue 11). */
export function AttendeeHistory({ eventId, attendeeId }: { eventId: number; attendeeId: number }) {
  const translate = useTranslate();
  const ui = useAttendeeUi();
  const [entries, setEntries] = useState<ActionHistoryDto[] | null>(null);
  const [error, setError] = useState(false);
  const format = useFormatValue();
  const referenceName = useReferenceNames(entries);
  /** A value as the reader reads it: names for ids, labels for codes, dates in the interface's language. */
  const show = (field: string, value: unknown) =>
    referenceName(field, value) ?? (typeof value === 'object' && value !== null ? JSON.stringify(value) : format(field, value));
  useEffect(() => {
    const query = new URLSearchParams({ sort: JSON.stringify(['created_at', 'ASC']), range: JSON.stringify([0, 499]) });
    apiFetch<ActionHistoryDto[]>(`/api/events/${eventId}/attendees/${attendeeId}/history?${query}`).then(
      ({ json }) => setEntries(json),
      () => setError(true),
    );
  }, [eventId, attendeeId]);
  if (error) return <Typography color="error">{translate('resources.attendees.history.error')}</Typography>;
  if (!entries) return <Loading />;
  return <HistoryTimeline entries={entries} label={(field) => ui?.label(field) ?? field} show={show} testId="attendee-history" />;
}

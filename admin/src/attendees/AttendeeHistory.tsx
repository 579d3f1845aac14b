import type { ActionHistoryDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useAttendeeUi } from './useAttendeeUi';

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** `GET …/attendees/{id}/history` as a timeline, oldest first: who, when, each field old → new. */
export function AttendeeHistory({ eventId, attendeeId }: { eventId: number; attendeeId: number }) {
  const translate = useTranslate();
  const ui = useAttendeeUi();
  const [locale] = useLocaleState();
  const [entries, setEntries] = useState<ActionHistoryDto[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    const query = new URLSearchParams({ sort: JSON.stringify(['created_at', 'ASC']), range: JSON.stringify([0, 499]) });
    apiFetch<ActionHistoryDto[]>(`/api/events/${eventId}/attendees/${attendeeId}/history?${query}`).then(
      ({ json }) => setEntries(json),
      () => setError(true),
    );
  }, [eventId, attendeeId]);
  if (error) return <Typography color="error">{translate('resources.attendees.history.error')}</Typography>;
  if (!entries) return <Loading />;
  if (!entries.length) return <Typography color="text.secondary">{translate('resources.attendees.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider', pl: 2 }} data-testid="attendee-history">
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ mb: 2 }} data-testid="history-entry">
          <Typography variant="subtitle2">
            <Chip size="small" label={translate(`resources.attendees.history.actions.${entry.action}`)} sx={{ mr: 1 }} />
            {new Date(entry.created_at).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT')} ·{' '}
            {entry.user_email ?? translate('resources.attendees.history.system')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {Object.entries(entry.changes).map(([field, [before, after]]) => (
              <Typography component="li" variant="body2" key={field}>
                <strong>{ui?.label(field) ?? field}</strong>: {show(before)} → {show(after)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

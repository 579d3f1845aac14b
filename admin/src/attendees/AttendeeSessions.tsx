import { programmeTime, type AttendeeSessionDto } from '@eventdesk/shared';
import { List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/** `GET …/attendees/{id}/sessions`: the sessions the attendee is registered for or queues for (issue 27). */
export function AttendeeSessions({ eventId, attendeeId }: { eventId: number; attendeeId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sessions, setSessions] = useState<AttendeeSessionDto[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    apiFetch<AttendeeSessionDto[]>(`/api/events/${eventId}/attendees/${attendeeId}/sessions`).then(
      ({ json }) => setSessions(json),
      () => setError(true),
    );
  }, [eventId, attendeeId]);
  if (error) return <Typography color="error">{translate('resources.attendees.sessions.error')}</Typography>;
  if (!sessions) return <Loading />;
  if (!sessions.length) return <Typography color="text.secondary">{translate('resources.attendees.sessions.empty')}</Typography>;
  return (
    <MuiList dense>
      {sessions.map((s) => (
        <ListItem key={s.id}>
          <ListItemText
            primary={s.title}
            secondary={[
              `${programmeTime(s.starts_at, locale === 'en' ? 'en' : 'it')}–${programmeTime(s.ends_at, locale === 'en' ? 'en' : 'it').slice(-5)}`,
              s.room,
              s.status === 'WAITING'
                ? translate('resources.attendees.sessions.waiting', { position: s.waiting_position })
                : translate('resources.attendees.sessions.registered'),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

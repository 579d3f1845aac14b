import type { AttendeeConsentDto } from '@eventdesk/shared';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/**
 * The attendee's consents to the event's terms (`GET …/attendees/{id}/consents`): the version accepted against
 * the term's version now — a term reworded since (or switched off) no longer counts, and says so.
 */
export function AttendeeConsents({ eventId, attendeeId, heading = false }: { eventId: number; attendeeId: number; heading?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const consents = useQuery({
    queryKey: ['attendee-consents', eventId, attendeeId],
    queryFn: async () => (await apiFetch<AttendeeConsentDto[]>(`/api/events/${eventId}/attendees/${attendeeId}/consents`)).json,
  });
  if (consents.isError) return <Typography color="error">{translate('resources.attendees.consents.error')}</Typography>;
  if (!consents.data) return null;
  return (
    <Box data-testid="attendee-consents">
      {heading && (
        <Typography variant="h6" gutterBottom>
          {translate('resources.attendees.tabs.consents')}
        </Typography>
      )}
      {consents.data.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.attendees.consents.none')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.attendees.consents.term')}</TableCell>
              <TableCell align="right">{translate('resources.attendees.consents.version')}</TableCell>
              <TableCell>{translate('resources.attendees.consents.accepted_at')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {consents.data.map((c) => (
              <TableRow key={c.term_id} data-testid={`consent-${c.term_id}`}>
                <TableCell>{c.title}</TableCell>
                <TableCell align="right">
                  {c.version === c.current_version
                    ? c.version
                    : `${c.version} ${translate('resources.attendees.consents.current_version', { version: c.current_version })}`}
                </TableCell>
                <TableCell>{new Date(c.accepted_at).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT')}</TableCell>
                <TableCell>
                  {c.current ? (
                    <Chip size="small" color="success" label={translate('resources.attendees.consents.valid')} />
                  ) : (
                    <Chip
                      size="small"
                      color="warning"
                      label={translate(c.active ? 'resources.attendees.consents.reworded' : 'resources.attendees.consents.inactive')}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

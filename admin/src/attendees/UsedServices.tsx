import type { AttendeeUsedServiceDto } from '@eventdesk/shared';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/**
 * The services the attendee used (issue 14): units taken of each, against the limit, and when last; who
 * may change the attendee gives one unit back (`DELETE …/remove_used_service/{serviceId}`).
 */
export function UsedServices({ eventId, attendeeId, canUpdate }: { eventId: number; attendeeId: number; canUpdate: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const base = `/api/events/${eventId}/attendees/${attendeeId}`;
  const used = useQuery({
    queryKey: ['used-services', eventId, attendeeId],
    queryFn: async () => (await apiFetch<AttendeeUsedServiceDto[]>(`${base}/used-services`)).json,
  });
  const giveBack = async (serviceId: number) => {
    try {
      await apiFetch(`${base}/remove_used_service/${serviceId}`, { method: 'DELETE' });
      await used.refetch();
      notify('resources.attendees.services.given_back', { type: 'info' });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  if (!used.data?.length) return null;
  return (
    <Box data-testid="used-services">
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.attendees.services.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.attendees.services.service')}</TableCell>
            <TableCell align="right">{translate('resources.attendees.services.used')}</TableCell>
            <TableCell>{translate('resources.attendees.services.last')}</TableCell>
            {canUpdate && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {used.data.map((s) => (
            <TableRow key={s.service_id}>
              <TableCell>{(locale === 'en' && s.name_en) || s.name_it || `#${s.service_id}`}</TableCell>
              <TableCell align="right">{s.limit === null ? s.used : `${s.used} / ${s.limit}`}</TableCell>
              <TableCell>{new Date(s.last_used_at).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT')}</TableCell>
              {canUpdate && (
                <TableCell align="right">
                  <Tooltip title={translate('resources.attendees.services.give_back')}>
                    <IconButton
                      size="small"
                      onClick={() => void giveBack(s.service_id)}
                      aria-label={translate('resources.attendees.services.give_back')}
                    >
                      <UndoIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

import type { PassDto } from '@eventdesk/shared';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/** Whose access: an attendee or a vehicle (the API's holder fields). */
export type AccessHolder = { attendee_id: number } | { vehicle_id: number };

/**
 * The holder's pass (issue 14): the QR of its signed code for the badge or windscreen, and a reissue for
 * a lost one (the old code stops opening gates). For who may change the holder: a pass is a credential.
 */
export function PassBox({ eventId, holder }: { eventId: number; holder: AccessHolder }) {
  const translate = useTranslate();
  const notify = useNotify();
  const path = 'attendee_id' in holder ? `attendees/${holder.attendee_id}` : `vehicles/${holder.vehicle_id}`;
  const pass = useQuery({
    queryKey: ['pass', eventId, path],
    queryFn: async () => (await apiFetch<PassDto>(`/api/events/${eventId}/${path}/pass`)).json,
  });
  const reissue = async () => {
    if (!window.confirm(translate('resources.attendees.pass.reissue_confirm'))) return;
    try {
      await apiFetch(`/api/events/${eventId}/${path}/pass/reissue`, { method: 'POST' });
      await pass.refetch();
      notify('resources.attendees.pass.reissued', { type: 'info' });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  if (!pass.data) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} data-testid="pass-box">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pass.data.qr_svg)}`}
        alt={translate('resources.attendees.pass.title')}
        width={140}
        height={140}
        style={{ background: '#fff', borderRadius: 4 }}
      />
      <Box>
        <Typography variant="subtitle2">{translate('resources.attendees.pass.title')}</Typography>
        {/* Printed under the QR (issue 29 item 5): typed at a gate when the QR cannot be read. */}
        <Typography
          variant="h6"
          component="p"
          sx={{ fontFamily: 'monospace', letterSpacing: '0.1em' }}
          title={translate('resources.attendees.pass.short_code')}
          data-testid="pass-short-code"
        >
          {pass.data.short_code}
        </Typography>
        <Typography variant="caption" color="text.secondary" display="block">
          {translate('resources.attendees.pass.short_code')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.attendees.pass.version', { version: pass.data.version })}
        </Typography>
        <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => void reissue()} data-testid="pass-reissue">
          {translate('resources.attendees.pass.reissue')}
        </Button>
      </Box>
    </Box>
  );
}

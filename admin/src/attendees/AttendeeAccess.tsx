import type { AccessRightDto, EffectiveAccessDto, ZoneDto } from '@eventdesk/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Chip, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import type { EventCan } from '../routing/useEventAbility';
import type { AttendeeUi } from './useAttendeeUi';

/** Whose access: an attendee or a vehicle (the API's holder fields). */
export type AccessHolder = { attendee_id: number } | { vehicle_id: number };

/** The attendee's "access control" tab. */
export function AttendeeAccess({ ui, attendeeId }: { ui: AttendeeUi; attendeeId: number }) {
  return <AccessPanel eventId={ui.eventId} can={ui.can} holder={{ attendee_id: attendeeId }} />;
}

/**
 * A holder's access (issue 13): the zones it may enter now, its rights (zone and window), and — for who
 * may grant — a zone to add or a right to remove. Roles that may only ask for access will file requests
 * here once they exist.
 */
export function AccessPanel({ eventId, can, holder }: { eventId: number; can: EventCan | AttendeeUi['can']; holder: AccessHolder }) {
  const ui = { eventId, can };
  const [[holderField, holderId]] = Object.entries(holder) as [[keyof AccessHolder | string, number]];
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [zoneId, setZoneId] = useState<number | ''>('');
  const base = `/api/events/${ui.eventId}/access-rights`;
  const canRead = ui.can('read', 'AccessControl');
  const rights = useQuery({
    queryKey: ['access-rights', ui.eventId, holderField, holderId],
    queryFn: async () =>
      (await apiFetch<AccessRightDto[]>(`${base}?filter=${encodeURIComponent(JSON.stringify({ [holderField]: holderId }))}&range=[0,199]`))
        .json,
    enabled: canRead,
  });
  const now = useQuery({
    queryKey: ['access-effective', ui.eventId, holderField, holderId],
    queryFn: async () => (await apiFetch<EffectiveAccessDto>(`${base}/effective?${holderField}=${holderId}`)).json,
    enabled: canRead,
  });
  const { data: zones = [] } = useGetList<ZoneDto>(
    'zones',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_it', order: 'ASC' } },
    { enabled: canRead },
  );
  if (!canRead) return <Typography color="text.secondary">{translate('resources.attendees.access.requests_coming')}</Typography>;
  const zoneName = (id: number) => {
    const z = zones.find((x) => x.id === id);
    return z ? `${z.code} – ${(locale === 'en' && z.name_en) || z.name_it}` : `#${id}`;
  };
  const when = (r: AccessRightDto) =>
    !r.valid_from && !r.valid_to
      ? translate('resources.zones.always')
      : [r.valid_from, r.valid_to].map((d) => (d ? new Date(d).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT') : '…')).join(' – ');
  const refresh = () => Promise.all([rights.refetch(), now.refetch()]);
  const grant = async () => {
    try {
      await apiFetch(base, { method: 'POST', body: JSON.stringify({ ...holder, zone_id: zoneId }) });
      setZoneId('');
      await refresh();
      notify('resources.attendees.access.granted', { type: 'info' });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  const remove = async (id: number) => {
    try {
      await apiFetch(`${base}/${id}`, { method: 'DELETE' });
      await refresh();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }} data-testid="attendee-access">
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.attendees.access.now')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="access-now">
          {now.data?.zones.length ? (
            now.data.zones.map((z) => <Chip key={z.id} label={z.code} color="success" size="small" />)
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.attendees.access.none')}
            </Typography>
          )}
        </Box>
      </Box>
      <Table size="small" data-testid="access-rights">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.zones.name', { smart_count: 1 })}</TableCell>
            <TableCell>{translate('resources.attendees.access.when')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(rights.data ?? []).map((r) => (
            <TableRow key={r.id}>
              <TableCell>{zoneName(r.zone_id)}</TableCell>
              <TableCell>{when(r)}</TableCell>
              <TableCell align="right">
                {ui.can('delete', 'AccessControl') && (
                  <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={() => void remove(r.id)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {ui.can('create', 'AccessControl') && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate('resources.attendees.access.add_zone')}
            value={zoneId}
            onChange={(e) => setZoneId(Number(e.target.value))}
            sx={{ minWidth: 260 }}
            slotProps={{ htmlInput: { 'data-testid': 'access-zone' } }}
          >
            {zones.map((z) => (
              <MenuItem key={z.id} value={z.id}>
                {zoneName(z.id)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            label="resources.attendees.access.grant"
            variant="outlined"
            onClick={() => void grant()}
            disabled={zoneId === ''}
            data-testid="access-grant"
          />
        </Box>
      )}
    </Box>
  );
}

import type { AccessRequestDto, AccessRightDto, GateCheckDto, ZoneDto } from '@eventdesk/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Chip, IconButton, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { RequestAccessDialog, useRequestableOperations } from '../access-requests/RequestAccessDialog';
import { apiFetch } from '../api/http';
import { PassBox, type AccessHolder } from './PassBox';
import { UsedServices } from './UsedServices';
import type { EventCan } from '../routing/useEventAbility';
import type { AttendeeUi } from './useAttendeeUi';

/** The attendee's "access control" tab. */
export function AttendeeAccess({ ui, attendeeId }: { ui: AttendeeUi; attendeeId: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <AccessPanel eventId={ui.eventId} can={ui.can} holder={{ attendee_id: attendeeId }} />
      <UsedServices eventId={ui.eventId} attendeeId={attendeeId} canUpdate={ui.can('update', 'Attendee')} />
    </Box>
  );
}

/**
 * A holder's access (issue 13): the zones it may enter now, its rights (zone and window), and — for who
 * may grant — a zone to add or a right to remove; the holder's access requests, and for who may ask
 * (USER, COMPANY: the UI configuration's `accesses`) a request for zones to add or remove.
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
  // What the gate would answer now at each zone: the gate's own decision (issue 29 item 2), never a rule of the tab's.
  const now = useQuery({
    queryKey: ['gate-check', ui.eventId, holderField, holderId],
    queryFn: async () => (await apiFetch<GateCheckDto>(`/api/events/${ui.eventId}/scans/check?${holderField}=${holderId}`)).json,
    enabled: canRead,
  });
  const { data: zones = [] } = useGetList<ZoneDto>(
    'zones',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_it', order: 'ASC' } },
    { enabled: canRead },
  );
  const mayHoldPass = can('update', 'attendee_id' in holder ? 'Attendee' : 'Vehicle');
  if (!canRead)
    return (
      <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
        {mayHoldPass && <PassBox eventId={eventId} holder={holder} />}
        <HolderRequests eventId={eventId} can={can} holder={holder} />
      </Box>
    );
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
      {mayHoldPass && <PassBox eventId={eventId} holder={holder} />}
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {translate('resources.attendees.access.now')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="access-now">
          {now.data?.documentation_status && (
            <Chip
              data-testid="access-papers"
              size="small"
              variant="outlined"
              color={now.data.documentation_status === 'COMPLETE' ? 'success' : 'warning'}
              label={`${translate('resources.attendees.access.papers')}: ${translate(`documentation_status.${now.data.documentation_status}`)}`}
            />
          )}
          {now.data?.zones.some((z) => z.has_right) ? (
            now.data.zones
              .filter((z) => z.has_right)
              .map((z) => (
                <Chip
                  key={z.id}
                  data-testid={`access-now-${z.code}`}
                  label={[
                    z.code,
                    z.default ? translate(`resources.attendees.access.${'vehicle_id' in holder ? 'by_type' : 'by_default'}`) : null,
                    z.reason ? translate(`resources.access-controls.reasons.${z.reason}`) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  color={z.reason ? 'error' : 'success'}
                  variant={z.default && !z.reason ? 'outlined' : 'filled'}
                  size="small"
                />
              ))
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
      <HolderRequests eventId={eventId} can={can} holder={holder} />
      {ui.can('grant', 'AccessControl') && (
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

const REQUEST_COLOR = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' } as const;

/** The holder's access requests and their status; "ask for access" for who may ask. */
function HolderRequests({ eventId, can, holder }: { eventId: number; can: EventCan | AttendeeUi['can']; holder: AccessHolder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [asking, setAsking] = useState(false);
  const operations = useRequestableOperations();
  const [[holderField, holderId]] = Object.entries(holder) as [[string, number]];
  const canRead = can('read', 'AccessControlRequest');
  const requests = useQuery({
    queryKey: ['access-control-requests', eventId, holderField, holderId],
    queryFn: async () =>
      (
        await apiFetch<AccessRequestDto[]>(
          `/api/events/${eventId}/access-control-requests?filter=${encodeURIComponent(JSON.stringify({ [holderField]: holderId }))}&range=[0,49]`,
        )
      ).json,
    enabled: canRead,
  });
  const { data: zones = [] } = useGetList<ZoneDto>(
    'zones',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name_it', order: 'ASC' } },
    { enabled: canRead },
  );
  // Who grants zones directly (ADMIN) does not ask for them.
  const mayAsk =
    (can as (a: string, s: string) => boolean)('request', 'AccessControl') &&
    can('create', 'AccessControlRequest') &&
    !(can as (a: string, s: string) => boolean)('grant', 'AccessControl') &&
    operations.length > 0;
  if (!canRead && !mayAsk) return null;
  const zoneName = (id: number) => {
    const z = zones.find((x) => x.id === id);
    return z ? `${z.code} – ${(locale === 'en' && z.name_en) || z.name_it}` : `#${id}`;
  };
  const holders = 'attendee_id' in holder ? { attendee_ids: [holder.attendee_id] } : { vehicle_ids: [holder.vehicle_id] };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="access-requests">
      {(requests.data?.length ?? 0) > 0 && (
        <>
          <Typography variant="subtitle2">{translate('resources.access-control-requests.name', { smart_count: 2 })}</Typography>
          <Table size="small">
            <TableBody>
              {requests.data!.map((r) => (
                <TableRow key={r.id} data-testid={`access-request-${r.id}`}>
                  <TableCell>{translate(`resources.access-control-requests.operations.${r.operation}`)}</TableCell>
                  <TableCell>{zoneName(r.zone_id)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={REQUEST_COLOR[r.status]}
                      label={translate(`resources.access-control-requests.statuses.${r.status}`)}
                    />
                    {r.reason ? ` ${r.reason}` : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {mayAsk && (
        <Box>
          <Button
            label="resources.access-control-requests.ask_button"
            variant="outlined"
            onClick={() => setAsking(true)}
            data-testid="access-ask"
          />
          <RequestAccessDialog
            eventId={eventId}
            holders={holders}
            open={asking}
            onClose={() => setAsking(false)}
            onDone={() => void requests.refetch()}
          />
        </Box>
      )}
    </Box>
  );
}

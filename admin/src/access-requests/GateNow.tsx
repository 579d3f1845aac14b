import type { AccessRequestDto, GateCheckDto } from '@eventdesk/shared';
import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/**
 * What the gate would answer the request's holder at its zone now (issue 29 item 2): the gate's own
 * decision (`GET …/scans/check`), as the access tab shows it — a request for a zone the holder already
 * enters says so, a refusal says why (papers, payment, window…).
 */
export function GateNow() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  const holder = record?.attendee_id ? `attendee_id=${record.attendee_id}` : record?.vehicle_id ? `vehicle_id=${record.vehicle_id}` : null;
  const { data } = useQuery({
    // The holder's papers and access as the list read them: when they change, so may the gate's answer.
    queryKey: ['gate-check', record?.event_id, holder, record?.zone_id, record?.holder_now?.documentation_status, record?.holder_now?.zone_access],
    queryFn: async () =>
      (await apiFetch<GateCheckDto>(`/api/events/${record!.event_id}/scans/check?${holder}&zone_id=${record!.zone_id}`)).json,
    enabled: !!record && !!holder,
    staleTime: 30_000,
  });
  const zone = data?.zones[0];
  if (!zone) return null;
  return (
    <Chip
      size="small"
      data-testid="request-gate-now"
      color={zone.reason ? (zone.reason === 'no_right' ? 'default' : 'error') : 'success'}
      label={zone.reason ? translate(`resources.access-controls.reasons.${zone.reason}`) : translate('resources.access-control-requests.admitted_now')}
    />
  );
}

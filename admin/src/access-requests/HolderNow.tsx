import type { AccessRequestDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { GateNow } from './GateNow';

/** A request that asks for what the holder already has (ADD), or takes a zone its default keeps giving (REMOVE). */
export const redundant = (r: AccessRequestDto) =>
  r.holder_now !== null && (r.operation === 'ADD' ? r.holder_now.zone_access !== 'NONE' : r.holder_now.zone_access === 'DEFAULT');

/** Papers the gate refuses (DOCUMENTATION_KEEPS_OUT): anything but complete. */
export const papersOff = (r: AccessRequestDto) => !!r.holder_now?.documentation_status && r.holder_now.documentation_status !== 'COMPLETE';

/**
 * The holder of a request as it stands (issue 29 item 3): its papers, the zones it enters already (by
 * default or by its own right), what the gate answers it at the zone now, and a word when the request
 * asks for what a default already grants.
 */
export function HolderNow() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  const now = record?.holder_now;
  if (!record || !now) return null;
  const key = 'resources.access-control-requests';
  const zones = now.zones.map((z) => (z.default ? translate(`${key}.by_default.${record.holder_type}`, { code: z.code }) : z.code));
  const note =
    record.operation === 'ADD'
      ? now.zone_access === 'DEFAULT'
        ? translate(`${key}.already_default.${record.holder_type}`)
        : now.zone_access === 'RIGHT'
          ? translate(`${key}.already_right`)
          : null
      : now.zone_access === 'DEFAULT'
        ? translate(`${key}.default_stays.${record.holder_type}`)
        : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }} data-testid="request-holder-now">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {now.documentation_status && (
          <Chip
            size="small"
            variant="outlined"
            color={now.documentation_status === 'COMPLETE' ? 'success' : 'warning'}
            label={translate(`${key}.papers`, { status: translate(`documentation_status.${now.documentation_status}`) })}
            data-testid="request-papers"
          />
        )}
        <GateNow />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {zones.length ? translate(`${key}.enters`, { zones: zones.join(', ') }) : translate(`${key}.enters_none`)}
      </Typography>
      {note && (
        <Typography variant="caption" color="warning.dark" data-testid="request-redundant">
          {note}
        </Typography>
      )}
    </Box>
  );
}

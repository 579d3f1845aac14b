import type { AccessRequestDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import { ReferenceField, TextField, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { holderGone, holderResource, shortDateTime, STATUS_COLOR, validity } from './requests';

/** The request's status, and the reason of a decision. */
export function Status() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Chip
        size="small"
        color={STATUS_COLOR[record.status]}
        label={translate(`resources.access-control-requests.statuses.${record.status}`)}
      />
      {record.reason && (
        <Typography variant="caption" display="block" color="text.secondary">
          {record.reason}
        </Typography>
      )}
    </Box>
  );
}

/** Whose request: the holder, its kind (and whether it is gone), its company. */
export function Holder() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Typography variant="body2">{record.holder_label}</Typography>
      <Typography variant="caption" color="text.secondary" display="block">
        {translate(`resources.${holderResource(record)}.name`, { smart_count: 1 })}
        {holderGone(record) ? ` · ${translate('resources.access-control-requests.holder_gone')}` : ''}
      </Typography>
      {record.event_company_id !== null && (
        <ReferenceField source="event_company_id" reference="companies" link={false}>
          <TextField source="name" variant="caption" color="text.secondary" />
        </ReferenceField>
      )}
    </Box>
  );
}

/** Who asked, when, and the note for the reviewer. */
export function Asked() {
  const record = useRecordContext<AccessRequestDto>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Box sx={{ maxWidth: 220 }}>
      <Typography variant="body2">{record.requested_by_name ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary" display="block">
        {shortDateTime(locale, record.created_at)}
      </Typography>
      {record.note && (
        <Typography variant="caption" display="block" sx={{ overflowWrap: 'anywhere' }}>
          {record.note}
        </Typography>
      )}
    </Box>
  );
}

/** What is asked: the zone, add or remove, and when it holds. */
export function Operation() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Box>
      <ReferenceField source="zone_id" reference="zones" link={false}>
        <TextField source="code" sx={{ fontWeight: 500, mr: 0.5 }} />
      </ReferenceField>
      <Chip
        size="small"
        variant="outlined"
        color={record.operation === 'ADD' ? 'success' : 'warning'}
        label={translate(`resources.access-control-requests.operations.${record.operation}`)}
      />
      {(record.valid_from || record.valid_to) && (
        <Typography variant="caption" display="block">
          {validity(locale, record.valid_from, record.valid_to)}
        </Typography>
      )}
    </Box>
  );
}

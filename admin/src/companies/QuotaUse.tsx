import type { EventCompanyDto } from '@eventdesk/shared';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** "38 / 50" attendees against the company's quota (a bar when there is one), or "38 / no limit". */
export function QuotaUse({ record: given, bar = false }: { record?: EventCompanyDto; bar?: boolean }) {
  const context = useRecordContext<EventCompanyDto>();
  const translate = useTranslate();
  const record = given ?? context;
  if (!record) return null;
  const { attendee_count: used, attendee_quota: quota } = record;
  const full = quota !== null && used >= quota;
  const text = `${used} / ${quota ?? translate('resources.companies.no_limit')}`;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: bar ? 160 : undefined }}
      data-testid="company-quota-use"
    >
      <Typography variant="body2" component="span" color={full ? 'error' : undefined}>
        {text}
      </Typography>
      {bar && quota !== null && quota > 0 && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / quota) * 100)}
          color={full ? 'error' : 'primary'}
          aria-label={translate('resources.companies.fields.attendee_use')}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}

import type { ActionHistoryDto } from '@eventdesk/shared';
import { Box, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';

/**
 * An actions history as a timeline (attendees, vehicles): who, when, each field old → new. `label` names
 * a field, `show` writes a value as the reader reads it (names for ids, labels for codes, dates).
 */
export function HistoryTimeline({
  entries,
  label,
  show,
  testId,
}: {
  entries: ActionHistoryDto[];
  label: (field: string) => string;
  show: (field: string, value: unknown) => string;
  testId: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!entries.length) return <Typography color="text.secondary">{translate('resources.attendees.history.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 2, borderColor: 'divider', pl: 2 }} data-testid={testId}>
      {entries.map((entry) => (
        <Box component="li" key={entry.id} sx={{ mb: 2 }} data-testid="history-entry">
          <Typography variant="subtitle2">
            <Chip size="small" label={translate(`resources.attendees.history.actions.${entry.action}`)} sx={{ mr: 1 }} />
            {new Date(entry.created_at).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT')} ·{' '}
            {entry.user_email ??
              translate(entry.attendee_id ? 'resources.attendees.history.attendee' : 'resources.attendees.history.system')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {Object.entries(entry.changes).map(([field, [before, after]]) => (
              <Typography component="li" variant="body2" key={field}>
                <strong>{label(field)}</strong>: {show(field, before)} → {show(field, after)}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

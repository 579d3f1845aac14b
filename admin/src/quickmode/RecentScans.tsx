import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Box, List, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { GREEN, RED, recentOutcome, say } from './answer-display';
import { timeOfDay } from './gate-status';
import type { GateAnswer } from './useGate';

/** The last scans, newest first: a dot, the time, who, the outcome (and whether decided offline). */
export function RecentScans({ recent }: { recent: GateAnswer[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <>
      <Typography variant="subtitle2" color="text.secondary">
        {translate('quickmode.recent')}
      </Typography>
      <List dense disablePadding data-testid="gate-recent">
        {recent.map((a) => (
          <Box
            component="li"
            key={a.key}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
          >
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', bgcolor: a.result === 'ADMITTED' ? GREEN : RED }} />
            <Typography variant="body2" sx={{ flex: 'none', color: 'text.secondary' }}>
              {timeOfDay(locale, a.at)}
            </Typography>
            <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {a.holder?.label ?? '—'}
            </Typography>
            <Typography variant="caption" noWrap sx={{ flex: 'none', maxWidth: '45%' }}>
              {say(translate, recentOutcome(a))}
              {a.offline && (
                <CloudOffIcon sx={{ fontSize: 12, ml: 0.5, verticalAlign: 'middle' }} aria-label={translate('quickmode.decided_offline')} />
              )}
            </Typography>
          </Box>
        ))}
      </List>
    </>
  );
}

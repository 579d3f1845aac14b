import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatDateTime } from '../format/dates';
import { useFormatMoney } from '../format/money';
import { answerKind, answerReason, holderCategory, KIND_COLOR, overridable, say } from './answer-display';
import type { GateAnswer } from './useGate';

/** The big answer: green, amber or red, the reason, who; "admit anyway" for who may (`onOverride`). */
export function Answer({ answer, onOverride }: { answer: GateAnswer | null; onOverride?: () => void }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  if (!answer)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="gate-answer">
        {translate('quickmode.waiting')}
      </Paper>
    );
  const kind = answerKind(answer);
  const ok = kind === 'admitted';
  const reason = answerReason(answer);
  const category = holderCategory(answer);
  return (
    <Paper
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: KIND_COLOR[kind], color: 'common.white', textAlign: 'center' }}
      data-testid="gate-answer"
      data-result={answer.result}
      data-kind={kind}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        {ok ? <CheckCircleIcon sx={{ fontSize: 48 }} /> : <CancelIcon sx={{ fontSize: 48 }} />}
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {translate(`resources.access-controls.results.${answer.result}`)}
        </Typography>
      </Box>
      {reason && (
        <Typography variant="h6" component="p" data-testid="gate-reason">
          {say(translate, reason)}
        </Typography>
      )}
      {answer.detail?.first_entry && (
        <Typography variant="body1" data-testid="gate-first-entry">
          {translate('quickmode.first_entry', {
            at: formatDateTime(answer.detail.first_entry.at),
            device: answer.detail.first_entry.device_id ?? '—',
          })}
        </Typography>
      )}
      {answer.detail?.amount_due && (
        <Typography variant="body1" data-testid="gate-amount-due">
          {translate('quickmode.amount_due', { amount: formatMoney(answer.detail.amount_due.cents, answer.detail.amount_due.currency) })}
        </Typography>
      )}
      {answer.overridden && (
        <Typography variant="body1" data-testid="gate-overridden">
          {translate('quickmode.overridden', { reason: translate(`resources.access-controls.reasons.${answer.overridden}`) })}
          {answer.overrideNote ? ` · ${answer.overrideNote}` : ''}
        </Typography>
      )}
      {answer.service && answer.service.used !== null && !answer.error && (
        <Typography variant="body1" data-testid="gate-units">
          {translate('quickmode.units', { used: answer.service.used, limit: answer.service.limit })}
        </Typography>
      )}
      {answer.holder && (
        <Box sx={{ mt: 1 }} data-testid="gate-holder">
          <Typography variant="h5" component="p">
            {answer.holder.label}
          </Typography>
          <Typography variant="body1">
            {[answer.holder.company, category && say(translate, category)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      )}
      {answer.offline && (
        <Chip
          size="small"
          label={translate('quickmode.decided_offline')}
          sx={{ mt: 1, bgcolor: 'rgba(255,255,255,0.25)', color: 'inherit' }}
        />
      )}
      {onOverride && overridable(answer) && (
        <Button
          variant="contained"
          onClick={onOverride}
          sx={{ mt: 1.5, bgcolor: 'common.white', color: 'grey.900', '&:hover': { bgcolor: 'grey.100' } }}
          data-testid="gate-override"
        >
          {translate('quickmode.override')}
        </Button>
      )}
    </Paper>
  );
}

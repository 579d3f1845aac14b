import type { HangerActionDto } from '@eventdesk/shared';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, Box, Button, Chip, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, Title, useLocale, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { ScanInput, type ScanInputHandle } from '../scan/ScanInput';

type Mode = 'deposit' | 'return';
const GREEN = '#1b7f3b';
const RED = '#c62828';
const AMBER = '#8a4b00';

/**
 * One scan at the desk and what became of it. Each answer keeps its own action (a deposit's answer
 * stays a deposit's when the desk switches to returns). `offline`: not sent, the network is gone (the
 * scan is kept to try again); `error`: the API refused the request itself.
 */
interface DeskAnswer {
  key: number;
  at: number;
  mode: Mode;
  text: string;
  outcome: { kind: 'answer'; answer: HangerActionDto } | { kind: 'offline' } | { kind: 'error'; message: string };
}

/** Whether the browser has a network, as it reports it. */
function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/**
 * `/events/{id}/cloakroom/hanger` (whoever may update the cloakroom: ADMIN, SECRETARY): the cloakroom
 * desk. Scan the pass (or a hanger tag, `A-12`) into the one input, which keeps the focus — a tap
 * elsewhere does not lose the next scan (issue 29 item 10): a deposit shows the hanger to give, big; a
 * return shows the hanger to fetch and frees it. Online only (the free hangers live on the server):
 * offline a scan is refused, said so in amber, and kept to send again.
 */
export default function HangerDesk() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  const translate = useTranslate();
  if (!eventId) return null;
  if (!can('update', 'Cloakroom'))
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="desk-not-allowed">
        {translate('resources.hangers.not_allowed')}
      </Alert>
    );
  return <Desk eventId={eventId} />;
}

function Desk({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const online = useOnline();
  const [mode, setMode] = useState<Mode>('deposit');
  const [answers, setAnswers] = useState<DeskAnswer[]>([]);
  const [hidden, setHidden] = useState(false);
  const input = useRef<ScanInputHandle | null>(null);
  const next = useRef(0);

  const send = useCallback(
    async (text: string, action: Mode) => {
      const key = ++next.current;
      const record = (outcome: DeskAnswer['outcome']) => {
        setHidden(false);
        setAnswers((list) => [{ key, at: Date.now(), mode: action, text, outcome }, ...list.filter((a) => a.key !== key)].slice(0, 10));
      };
      if (!navigator.onLine) return record({ kind: 'offline' });
      // A hanger tag (`A-12`) is short; a pass code is 122 characters.
      const body = action === 'return' && text.length < 30 ? { hanger: text } : { code: text };
      try {
        const { json } = await apiFetch<HangerActionDto>(`/api/events/${eventId}/hangers/${action}`, {
          method: 'POST',
          body: JSON.stringify(body),
        });
        record({ kind: 'answer', answer: json });
      } catch (error) {
        // fetch's TypeError: no answer at all (network gone); an HttpError: the API said no to the request.
        if (error instanceof HttpError) record({ kind: 'error', message: error.message });
        else record({ kind: 'offline' });
      }
    },
    [eventId],
  );
  const onScan = useCallback((text: string) => void send(text, mode), [send, mode]);
  const retry = (a: DeskAnswer) => {
    setAnswers((list) => list.filter((x) => x.key !== a.key));
    void send(a.text, a.mode);
    input.current?.focus();
  };

  const latest = hidden ? null : (answers[0] ?? null);
  const time = (at: number) => new Date(at).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'it-IT');
  return (
    <Box sx={{ mt: 2, maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="hanger-desk">
      <Title title={translate('resources.hangers.desk')} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          value={mode}
          onChange={(_, v: Mode | null) => {
            if (v) setMode(v);
            input.current?.focus();
          }}
          aria-label={translate('resources.hangers.action')}
        >
          <ToggleButton value="deposit" data-testid="desk-deposit">
            {translate('resources.hangers.deposit')}
          </ToggleButton>
          <ToggleButton value="return" data-testid="desk-return">
            {translate('resources.hangers.return')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Chip
          size="small"
          color={online ? 'success' : 'warning'}
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          label={translate(online ? 'quickmode.online' : 'quickmode.offline')}
          data-testid="desk-online"
        />
      </Box>
      {!online && (
        <Alert severity="warning" data-testid="desk-offline-notice">
          {translate('resources.hangers.offline_notice')}
        </Alert>
      )}
      <ScanInput
        ref={input}
        onScan={onScan}
        label={translate(mode === 'deposit' ? 'resources.hangers.scan_pass' : 'resources.hangers.scan_either')}
        testId="desk-code"
        keepFocus
      />
      {latest && <AnswerCard answer={latest} onRetry={() => retry(latest)} />}
      {latest && (
        <Button onClick={() => (setHidden(true), input.current?.focus())} sx={{ alignSelf: 'flex-start' }} data-testid="desk-hide">
          {translate('resources.hangers.hide_answer')}
        </Button>
      )}
      {answers.length > 1 && (
        <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="desk-recent">
          {answers.slice(hidden ? 0 : 1).map((a) => (
            <Box
              component="li"
              key={a.key}
              sx={{ display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none', minWidth: 0 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ flex: 'none' }}>
                {time(a.at)}
              </Typography>
              <Typography variant="body2" sx={{ flex: 'none' }}>
                {translate(`resources.hangers.${a.mode}`)}
              </Typography>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {summary(a, translate)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

type Translate = ReturnType<typeof useTranslate>;

/** One line for an answer: the hanger and what to do, or why not. */
function summary(a: DeskAnswer, translate: Translate): string {
  if (a.outcome.kind === 'offline') return translate('resources.hangers.not_sent');
  if (a.outcome.kind === 'error') return a.outcome.message;
  const { answer } = a.outcome;
  const what =
    answer.result === 'DONE'
      ? translate(a.mode === 'deposit' ? 'resources.hangers.given' : 'resources.hangers.freed')
      : translate(`resources.hangers.reasons.${answer.reason}`);
  return [answer.hanger?.label, what, answer.hanger?.holder?.label].filter(Boolean).join(' · ');
}

function AnswerCard({ answer: a, onRetry }: { answer: DeskAnswer; onRetry: () => void }) {
  const translate = useTranslate();
  const done = a.outcome.kind === 'answer' && a.outcome.answer.result === 'DONE';
  const hanger = a.outcome.kind === 'answer' ? a.outcome.answer.hanger : null;
  const result = a.outcome.kind === 'answer' ? a.outcome.answer.result : a.outcome.kind.toUpperCase();
  return (
    <Paper
      sx={{ p: 3, textAlign: 'center', bgcolor: done ? GREEN : a.outcome.kind === 'offline' ? AMBER : RED, color: 'common.white' }}
      data-testid="desk-answer"
      data-result={result}
      data-mode={a.mode}
    >
      <Typography variant="overline" component="p" data-testid="desk-answer-mode">
        {translate(`resources.hangers.${a.mode}`)}
      </Typography>
      {hanger && (
        <Typography variant="h2" component="p" sx={{ fontWeight: 700 }} data-testid="desk-hanger">
          {hanger.label}
        </Typography>
      )}
      <Typography variant="h6" data-testid="desk-what">
        {a.outcome.kind === 'offline'
          ? translate(a.mode === 'deposit' ? 'resources.hangers.offline_deposit' : 'resources.hangers.offline_return')
          : a.outcome.kind === 'error'
            ? a.outcome.message
            : done
              ? translate(a.mode === 'deposit' ? 'resources.hangers.given' : 'resources.hangers.freed')
              : translate(`resources.hangers.reasons.${a.outcome.answer.reason}`)}
      </Typography>
      {hanger?.holder && <Typography>{hanger.holder.label}</Typography>}
      {a.outcome.kind === 'offline' && (
        <Button variant="contained" color="inherit" sx={{ mt: 2, color: AMBER }} onClick={onRetry} data-testid="desk-retry">
          {translate('resources.hangers.retry')}
        </Button>
      )}
    </Paper>
  );
}

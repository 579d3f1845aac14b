import type { HangerActionDto } from '@eventdesk/shared';
import { Box, Button, Paper, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';

/**
 * `/events/{id}/cloakroom/hanger` (ADMIN, SECRETARY): the cloakroom desk. Scan the pass (or a hanger
 * tag, `A-12`) into the one input, which keeps the focus: a deposit shows the hanger to give, big; a
 * return shows the hanger to fetch and frees it.
 */
export default function HangerDesk() {
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const [mode, setMode] = useState<'deposit' | 'return'>('deposit');
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<HangerActionDto | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  useEffect(() => input.current?.focus(), [mode, answer]);
  if (!eventId) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    if (!text) return;
    setValue('');
    // A hanger tag (`A-12`) is short; a pass code is 122 characters.
    const body = mode === 'return' && text.length < 30 ? { hanger: text } : { code: text };
    const { json } = await apiFetch<HangerActionDto>(`/api/events/${eventId}/hangers/${mode}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    setAnswer(json);
  };
  const ok = answer?.result === 'DONE';
  return (
    <Box sx={{ mt: 2, maxWidth: 640, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="hanger-desk">
      <Title title={translate('resources.hangers.desk')} />
      <ToggleButtonGroup exclusive value={mode} onChange={(_, v: 'deposit' | 'return' | null) => v && setMode(v)}>
        <ToggleButton value="deposit" data-testid="desk-deposit">
          {translate('resources.hangers.deposit')}
        </ToggleButton>
        <ToggleButton value="return" data-testid="desk-return">
          {translate('resources.hangers.return')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box component="form" onSubmit={submit}>
        <TextField
          fullWidth
          inputRef={input}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          label={translate(mode === 'deposit' ? 'resources.hangers.scan_pass' : 'resources.hangers.scan_either')}
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'desk-code' } }}
        />
      </Box>
      {answer && (
        <Paper
          sx={{ p: 3, textAlign: 'center', bgcolor: ok ? '#1b7f3b' : '#c62828', color: 'common.white' }}
          data-testid="desk-answer"
          data-result={answer.result}
        >
          {answer.hanger && (
            <Typography variant="h2" component="p" sx={{ fontWeight: 700 }} data-testid="desk-hanger">
              {answer.hanger.label}
            </Typography>
          )}
          <Typography variant="h6">
            {ok
              ? translate(mode === 'deposit' ? 'resources.hangers.given' : 'resources.hangers.freed')
              : translate(`resources.hangers.reasons.${answer.reason}`)}
          </Typography>
          {answer.hanger?.holder && <Typography>{answer.hanger.holder.label}</Typography>}
        </Paper>
      )}
      <Button onClick={() => setAnswer(null)} sx={{ alignSelf: 'flex-start' }}>
        {translate('ra.action.clear_input_value')}
      </Button>
    </Box>
  );
}

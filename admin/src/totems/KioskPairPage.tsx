import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { TotemDeviceDto } from '@eventdesk/shared';
import { GATE_DEVICE, KIOSK_DEVICE, pairDevice, storedDevice } from './device';

/** Where each kind of paired device goes, where it keeps its credential, and the words of its page. */
const KINDS = {
  kiosk: { key: KIOSK_DEVICE, to: (d: TotemDeviceDto) => `/events/${d.event_id}/totems/show`, words: 'resources.totems.pairing' },
  gate: { key: GATE_DEVICE, to: () => '/gate/scan', words: 'quickmode.pairing' },
} as const;

/**
 * `/kiosk` (issue 26 item 4) and `/gate` (issue 29 item 8): a device becomes a totem's kiosk, or a gate
 * tablet in quick mode, without any staff session, with the one-time code an ADMIN shows in the totems
 * list (typed here, or carried by the QR's `?code=`). A device already paired goes straight to its page;
 * a code in the address pairs it anew.
 */
export default function KioskPairPage({ kind = 'kiosk' }: { kind?: keyof typeof KINDS }) {
  const { key, to, words } = KINDS[kind];
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fromLink = useRef(params.get('code'));

  const pair = useCallback(
    async (value: string) => {
      setBusy(true);
      setProblem(null);
      try {
        const device = await pairDevice(value.trim(), key);
        navigate(to(device), { replace: true });
      } catch (error) {
        const fieldMessage =
          error instanceof HttpError ? (error.body as { errors?: { code?: string } } | undefined)?.errors?.code : undefined;
        setProblem(fieldMessage ?? (error as Error).message);
        setBusy(false);
      }
    },
    [navigate, key, to],
  );

  useEffect(() => {
    const device = storedDevice(key);
    if (fromLink.current && (kind === 'gate' || !device)) void pair(fromLink.current);
    else if (device) navigate(to(device), { replace: true });
    fromLink.current = null;
  }, [navigate, pair, key, to, kind]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void pair(code);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }} data-testid="kiosk-pair">
      <Box component="form" onSubmit={submit} sx={{ width: '100%', maxWidth: 420, textAlign: 'center' }}>
        <LinkIcon sx={{ fontSize: 72, color: 'primary.main' }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(`${words}.enter`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate(`${words}.enter_help`)}
        </Typography>
        <TextField
          fullWidth
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value)}
          label={translate('resources.totems.pairing.code')}
          autoComplete="off"
          error={!!problem}
          helperText={problem ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'kiosk-pair-code', autoCapitalize: 'characters' } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2, px: 6 }} data-testid="kiosk-pair-submit">
          {translate('resources.totems.pairing.go')}
        </Button>
        {busy && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.totems.pairing.pairing')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

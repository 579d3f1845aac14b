import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pairDevice, storedDevice } from './device';

/**
 * `/kiosk` (issue 26 item 4): a device becomes a totem's kiosk without any staff session, with the
 * one-time code an ADMIN shows in the totems list (typed here, or carried by the QR's `?code=`). A
 * device already paired goes straight to its kiosk.
 */
export default function KioskPairPage() {
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
        const device = await pairDevice(value.trim());
        navigate(`/events/${device.event_id}/totems/show`, { replace: true });
      } catch (error) {
        const fieldMessage =
          error instanceof HttpError ? (error.body as { errors?: { code?: string } } | undefined)?.errors?.code : undefined;
        setProblem(fieldMessage ?? (error as Error).message);
        setBusy(false);
      }
    },
    [navigate],
  );

  useEffect(() => {
    const device = storedDevice();
    if (device) navigate(`/events/${device.event_id}/totems/show`, { replace: true });
    else if (fromLink.current) void pair(fromLink.current);
    fromLink.current = null;
  }, [navigate, pair]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void pair(code);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }} data-testid="kiosk-pair">
      <Box component="form" onSubmit={submit} sx={{ width: '100%', maxWidth: 420, textAlign: 'center' }}>
        <LinkIcon sx={{ fontSize: 72, color: 'primary.main' }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('resources.totems.pairing.enter')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('resources.totems.pairing.enter_help')}
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

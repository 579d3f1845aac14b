import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { setConfirmationPrompt } from './confirmation';

/**
 * Asks the signed-in user for their password (or a code of their authenticator, or an e-mailed one)
 * when an account change answers 423; mounted once by the layout.
 */
export function PasswordConfirmationDialog() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  useEffect(() => {
    setConfirmationPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setValue('');
          setError(null);
          setWithCode(false);
          setOpen(true);
        }),
    );
    return () => setConfirmationPrompt(null);
  }, []);

  const close = (ok: boolean) => {
    setOpen(false);
    settle.current?.(ok);
    settle.current = null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch('/user/confirm-password', {
        method: 'POST',
        body: JSON.stringify(withCode ? { code: value } : { password: value }),
        confirmed: true,
      });
      close(true);
    } catch (err) {
      const body = (err as { body?: { errors?: Record<string, string>; message?: string } }).body;
      setError(body?.errors?.password ?? body?.errors?.code ?? body?.message ?? (err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={() => close(false)} data-testid="confirm-password-dialog" maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('account.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('account.confirm.intro')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            name={withCode ? 'code' : 'password'}
            type={withCode ? 'text' : 'password'}
            inputMode={withCode ? 'numeric' : undefined}
            autoComplete={withCode ? 'one-time-code' : 'current-password'}
            label={translate(withCode ? 'auth.code' : 'auth.password')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
          />
          <Link component="button" type="button" variant="body2" onClick={() => setWithCode(!withCode)}>
            {translate(withCode ? 'account.confirm.use_password' : 'account.confirm.use_code')}
          </Link>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !value} data-testid="confirm-password-submit">
            {translate('account.confirm.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

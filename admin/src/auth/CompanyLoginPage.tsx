import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { postJson } from '../api/auth-provider';
import { useSignedIn } from './useSignedIn';
import { refreshCsrf } from '../api/http';
import { AuthCard } from './AuthCard';
import { CodeInput } from './CodeInput';
import { authErrorMessage } from './errors';

/** `/company-login`: e-mail → code sent by e-mail → code. */
export function CompanyLoginPage() {
  const translate = useTranslate();
  const signedIn = useSignedIn();
  const [username, setUsername] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await refreshCsrf();
      await postJson('/api/otp/generate', { username });
      setSent(true);
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await postJson('/company-login', { username, code });
      await signedIn();
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('auth.company_login_title')} testId="company-login-page">
      {error && <Alert severity="error">{error}</Alert>}
      {!sent ? (
        <form onSubmit={send} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
          <Alert severity="info" icon={false}>
            {translate('auth.company_login_intro')}
          </Alert>
          <TextField
            label={translate('auth.email')}
            type="email"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoFocus
            fullWidth
            name="username"
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !username}>
            {translate('auth.send_code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
          <Alert severity="success">{translate('auth.code_sent')}</Alert>
          <CodeInput label={translate('auth.code')} value={code} onChange={setCode} />
          <Button type="submit" variant="contained" size="large" disabled={busy || code.length !== 6}>
            {translate('auth.sign_in')}
          </Button>
        </form>
      )}
      <MuiLink component={Link} to="/login" variant="body2" textAlign="center">
        {translate('auth.staff_login')}
      </MuiLink>
    </AuthCard>
  );
}

import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { postJson } from '../api/auth-provider';
import { useSignedIn } from './useSignedIn';
import { AuthCard } from './AuthCard';
import { CodeInput } from './CodeInput';
import { authErrorMessage } from './errors';

/** `/two-factor-challenge/{username?}`: the second step of a login (TOTP, e-mailed or recovery code). */
export function TwoFactorChallengePage() {
  const translate = useTranslate();
  const signedIn = useSignedIn();
  const { username } = useParams();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await postJson('/two-factor-challenge', recovery ? { recovery_code: code } : { code });
      await signedIn();
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    } finally {
      setBusy(false);
    }
  };

  const emailCode = async () => {
    if (!username) return;
    try {
      await postJson('/api/otp/generate', { username });
      setInfo(translate('auth.code_sent'));
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    }
  };

  return (
    <AuthCard title={translate('auth.challenge_title')} testId="challenge-page">
      <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {info && <Alert severity="info">{info}</Alert>}
        {recovery ? (
          <TextField
            label={translate('auth.recovery_code')}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            autoFocus
            fullWidth
          />
        ) : (
          <CodeInput label={translate('auth.code')} helperText={translate('auth.code_help')} value={code} onChange={setCode} />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy || (!recovery && code.length !== 6) || (recovery && !code)}>
          {translate('auth.verify')}
        </Button>
        <MuiLink
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {translate(recovery ? 'auth.use_code' : 'auth.use_recovery_code')}
        </MuiLink>
        {username && !recovery && (
          <MuiLink component="button" type="button" variant="body2" onClick={emailCode}>
            {translate('auth.email_me_code')}
          </MuiLink>
        )}
      </form>
    </AuthCard>
  );
}

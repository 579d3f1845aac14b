import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { fetchCurrentUser, postJson } from '../api/auth-provider';
import { useSignedIn } from './useSignedIn';
import { apiFetch } from '../api/http';
import { AuthCard } from './AuthCard';
import { CodeInput } from './CodeInput';
import { authErrorMessage } from './errors';

interface Enrolment {
  svg: string;
  secretKey: string;
}

/**
 * Starts enrolment when none waits (`two_factor_pending`: a reload keeps the secret already scanned),
 * then returns the QR code and the key to type by hand: no call that answers 409 on the way.
 */
async function loadEnrolment(pending: boolean): Promise<Enrolment> {
  if (!pending) await postJson('/user/two-factor-authentication', {});
  const [{ json: qr }, { json: key }] = await Promise.all([
    apiFetch<{ svg: string }>('/user/two-factor-qr-code'),
    apiFetch<{ secretKey: string }>('/user/two-factor-secret-key'),
  ]);
  return { svg: qr.svg, secretKey: key.secretKey };
}

/** `/enable-two-factor-auth`: QR code, key, confirmation, then the recovery codes shown once. */
export function EnableTwoFactorPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    fetchCurrentUser(true).then((user) => {
      if (!user) return navigate('/login', { replace: true });
      if (user.two_factor_confirmed_at) return navigate('/', { replace: true });
      loadEnrolment(user.two_factor_pending).then(setEnrolment, (err) => setError(authErrorMessage(err, String(err))));
    });
  }, [navigate]);

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const result = await postJson<{ recovery_codes: string[] }>('/user/confirmed-two-factor-authentication', { code });
      setRecoveryCodes(result.recovery_codes);
      await fetchCurrentUser(true);
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    }
  };

  if (recoveryCodes) {
    const text = recoveryCodes.join('\n');
    return (
      <AuthCard title={translate('auth.recovery_title')} testId="recovery-codes">
        <Typography variant="body2">{translate('auth.recovery_intro')}</Typography>
        <Box
          component="pre"
          data-testid="recovery-code-list"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', bgcolor: 'action.hover', p: 2, borderRadius: 1, m: 0 }}
        >
          {text}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true))}>
            {translate(copied ? 'auth.copied' : 'auth.copy')}
          </Button>
          <Button
            variant="outlined"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text + '\n')}`}
            download="eventdesk-recovery-codes.txt"
          >
            {translate('auth.download')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" onClick={() => void signedIn()} data-testid="recovery-continue">
            {translate('auth.continue')}
          </Button>
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('auth.enrol_title')} testId="enrol-page">
      <Typography variant="body2">{translate('auth.enrol_intro')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {!enrolment ? (
        !error && <CircularProgress sx={{ alignSelf: 'center' }} />
      ) : (
        <form onSubmit={confirm} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
          <Box
            component="img"
            alt="QR"
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.svg)}`}
            sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: 'white', p: 1, borderRadius: 1 }}
          />
          <Typography variant="body2">{translate('auth.enrol_manual')}</Typography>
          <Typography data-testid="secret-key" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1.05rem' }}>
            {enrolment.secretKey.replace(/(.{4})/g, '$1 ').trim()}
          </Typography>
          <CodeInput label={translate('auth.code')} value={code} onChange={setCode} />
          <Button type="submit" variant="contained" size="large" disabled={code.length !== 6}>
            {translate('auth.enrol_confirm')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

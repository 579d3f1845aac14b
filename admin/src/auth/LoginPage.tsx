import { Alert, Button, Link as MuiLink, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { authErrorMessage } from './errors';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (err) {
      setError(authErrorMessage(err, translate('auth.invalid_login')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('auth.sign_in_title')} testId="login-page">
      <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }} noValidate>
        {error && (
          <Alert severity="error" data-testid="login-error">
            {error}
          </Alert>
        )}
        <TextField
          label={translate('auth.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="username"
          autoFocus
          required
          fullWidth
          name="email"
        />
        <TextField
          label={translate('auth.password')}
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
          fullWidth
          name="password"
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !email || !password}>
          {translate('auth.sign_in')}
        </Button>
        <MuiLink component={Link} to="/company-login" variant="body2" textAlign="center">
          {translate('auth.company_login')}
        </MuiLink>
      </form>
    </AuthCard>
  );
}

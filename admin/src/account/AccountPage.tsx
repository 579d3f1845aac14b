import type { UserSessionDto } from '@eventdesk/shared';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

type Errors = Partial<Record<'current_password' | 'password' | 'password_confirmation', string>>;

/** Change one's own password with the current one (the other sessions end). */
function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof values, autoComplete: string) => (
    <TextField
      name={name}
      type="password"
      autoComplete={autoComplete}
      label={translate(`account.${name}`)}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      fullWidth
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const res = await apiFetch<{ sessions_ended: number }>('/user/password', { method: 'PUT', body: JSON.stringify(values) });
      notify('account.password_changed', { type: 'success', messageArgs: { smart_count: res.json.sessions_ended } });
      setValues({ current_password: '', password: '', password_confirmation: '' });
      onChanged();
    } catch (err) {
      const body = (err as { body?: { errors?: Errors; message?: string } }).body;
      if (body?.errors) setErrors(body.errors);
      else notify(body?.message ?? (err as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card component="form" onSubmit={submit} data-testid="change-password">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('account.password_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('account.password_intro')}
        </Typography>
        <Stack spacing={1} sx={{ maxWidth: 420 }}>
          {field('current_password', 'current-password')}
          {field('password', 'new-password')}
          {field('password_confirmation', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={busy || !values.current_password || !values.password}>
              {translate('account.change_password')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The user's signed-in sessions: where and when, the current one marked; end one or all the others. */
function Sessions({ version }: { version: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const [sessions, setSessions] = useState<UserSessionDto[] | null>(null);
  const load = useCallback(async () => setSessions((await apiFetch<UserSessionDto[]>('/user/sessions')).json), []);
  useEffect(() => {
    void load();
  }, [load, version]);
  const when = (iso: string) => new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const end = async (id?: string) => {
    try {
      const res = await apiFetch<{ sessions_ended?: number }>(id ? `/user/sessions/${id}` : '/user/sessions', { method: 'DELETE' });
      notify('account.sessions_ended', { type: 'success', messageArgs: { smart_count: id ? 1 : (res.json?.sessions_ended ?? 0) } });
      await load();
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
  };
  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <Card data-testid="sessions">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6">{translate('account.sessions_title')}</Typography>
          <Button onClick={() => end()} disabled={others === 0} data-testid="end-other-sessions">
            {translate('account.end_others')}
          </Button>
        </Stack>
        {sessions === null ? null : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('account.device')}</TableCell>
                  <TableCell>{translate('account.ip')}</TableCell>
                  <TableCell>{translate('account.signed_in')}</TableCell>
                  <TableCell>{translate('account.last_seen')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((s) => (
                  <TableRow key={s.id} data-testid="session-row">
                    <TableCell
                      sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                      title={s.user_agent ?? ''}
                    >
                      {s.user_agent ?? '—'}
                    </TableCell>
                    <TableCell>{s.ip ?? '—'}</TableCell>
                    <TableCell>{when(s.created_at)}</TableCell>
                    <TableCell>{when(s.last_seen_at)}</TableCell>
                    <TableCell align="right">
                      {s.current ? (
                        <Chip size="small" color="primary" label={translate('account.this_session')} />
                      ) : (
                        <Button size="small" onClick={() => end(s.id)}>
                          {translate('account.end')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** `/account`: the signed-in user's own password and sessions (issue 12). */
export function AccountPage() {
  const translate = useTranslate();
  const [version, setVersion] = useState(0);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }} data-testid="account-page">
      <Title title={translate('account.title')} />
      <Alert severity="info">{translate('account.intro')}</Alert>
      <ChangePassword onChanged={() => setVersion((v) => v + 1)} />
      <Sessions version={version} />
    </Stack>
  );
}

export default AccountPage;

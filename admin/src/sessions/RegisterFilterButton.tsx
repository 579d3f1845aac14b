import type { RegistrationBulkDto, SavedFilterDto, SessionDto } from '@eventdesk/shared';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useGetList, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/** A refusal's message key as staff read it: the app's own words for the known reasons, else the key. */
function useReason() {
  const translate = useTranslate();
  return (key: string) => translate(`resources.sessions.bulk.reasons.${key}`, { _: key });
}

/** What the registration did: seats, queue places, and who was left out, counted by reason. */
function Outcome({ result }: { result: RegistrationBulkDto }) {
  const translate = useTranslate();
  const reason = useReason();
  const reasons = Object.entries(result.refused_by_reason).sort((a, b) => b[1] - a[1]);
  return (
    <>
      <Alert severity={result.refused_total ? 'warning' : 'success'} data-testid="register-filter-outcome">
        {translate('resources.sessions.bulk.outcome', {
          registered: result.registered,
          waiting: result.waiting,
          refused: result.refused_total,
        })}
      </Alert>
      {reasons.length > 0 && (
        <List dense data-testid="register-filter-reasons">
          {reasons.map(([key, count]) => (
            <ListItem key={key} disableGutters>
              <ListItemText primary={`${reason(key)}: ${count}`} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/**
 * "Register a saved filter" on a session (issue 27): every attendee the chosen saved attendee filter
 * matches is registered as alone (a seat while there are any, then the waiting list); the dialog then
 * counts seats, queue places and refusals by reason.
 */
export function RegisterFilterButton() {
  const session = useRecordContext<SessionDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [filterId, setFilterId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RegistrationBulkDto | null>(null);
  const { data: filters = [], isPending } = useGetList<SavedFilterDto>(
    'filters',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' }, filter: { resource: 'attendees' } },
    { enabled: open },
  );
  if (!session?.id) return null;

  const close = () => {
    setOpen(false);
    setResult(null);
    setError(null);
    setFilterId('');
  };
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const { json } = await apiFetch<RegistrationBulkDto>(`/api/events/${session.event_id}/sessions/${session.id}/registrations/bulk`, {
        method: 'POST',
        body: JSON.stringify({ filter_id: filterId }),
      });
      setResult(json);
      notify('resources.sessions.bulk.done', { type: 'info', messageArgs: { smart_count: json.registered + json.waiting } });
    } catch (e) {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string[]> } | undefined) : undefined;
      setError(body?.errors ? Object.values(body.errors).flat().join(' ') : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<GroupAddIcon />} onClick={() => setOpen(true)} data-testid="register-filter">
        {translate('resources.sessions.bulk.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" data-testid="register-filter-dialog">
        <DialogTitle>{translate('resources.sessions.bulk.title', { title: session.title_it })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {result ? (
            <Outcome result={result} />
          ) : (
            <>
              <TextField
                select
                label={translate('resources.sessions.bulk.filter')}
                value={filterId}
                onChange={(e) => setFilterId(Number(e.target.value))}
                helperText={
                  !isPending && filters.length === 0
                    ? translate('resources.sessions.bulk.no_filters')
                    : translate('resources.sessions.bulk.hint')
                }
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'register-filter-select' } as object } }}
              >
                {filters.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.name}
                  </MenuItem>
                ))}
              </TextField>
              {error && <Alert severity="error">{error}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} data-testid="register-filter-close">
            {translate(result ? 'ra.action.close' : 'ra.action.cancel')}
          </Button>
          {!result && (
            <Button variant="contained" disabled={busy || filterId === ''} onClick={() => void submit()} data-testid="register-filter-send">
              {translate('resources.sessions.bulk.send')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

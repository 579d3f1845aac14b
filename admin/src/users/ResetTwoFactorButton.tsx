import type { UserDto } from '@eventdesk/shared';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useLocale } from 'react-admin';
import { apiFetch } from '../api/http';

/** "Enrolled" / "not enrolled" in two-step verification, with the date as a tooltip. */
export function TwoFactorChip() {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const since = record.two_factor_confirmed_at;
  return (
    <Chip
      size="small"
      color={since ? 'success' : 'default'}
      variant={since ? 'filled' : 'outlined'}
      label={translate(since ? 'resources.users.two_factor.enrolled' : 'resources.users.two_factor.not_enrolled')}
      title={since ? translate('resources.users.two_factor.since', { date: new Date(since).toLocaleDateString(locale) }) : undefined}
      data-testid="two-factor-status"
    />
  );
}

/** `POST /api/user/{id}/reset-2fa` after a confirmation: the user enrols again at the next sign-in. */
export function ResetTwoFactorButton() {
  const record = useRecordContext<UserDto>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!record) return null;

  const reset = async () => {
    setLoading(true);
    try {
      await apiFetch(`/api/user/${record.id}/reset-2fa`, { method: 'POST' });
      notify('resources.users.notifications.two_factor_reset', { type: 'success', messageArgs: { name: record.name } });
      refresh();
    } catch (error) {
      notify('resources.users.notifications.two_factor_reset_failed', {
        type: 'error',
        messageArgs: { message: (error as Error).message },
      });
    } finally {
      setLoading(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="resources.users.actions.reset_two_factor" onClick={() => setOpen(true)} disabled={loading} data-testid="reset-2fa">
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={loading}
        title="resources.users.reset_two_factor.title"
        content="resources.users.reset_two_factor.content"
        translateOptions={{ name: record.name }}
        confirmColor="warning"
        onConfirm={reset}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

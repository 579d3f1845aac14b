import type { AttendeeDto, SendMyAreaLinkResultDto, TagDto } from '@eventdesk/shared';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import BadgeIcon from '@mui/icons-material/Badge';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabled';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { BulkDeleteButton, Button, useDataProvider, useGetList, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BulkRequestAccess, useRequestableOperations } from '../access-requests/RequestAccessDialog';
import { apiFetch } from '../api/http';
import { BulkFailuresDialog, nameOf, reasonsOf, settleEach, type BulkFailure } from './BulkFailures';
import type { AttendeeUi } from './useAttendeeUi';

/**
 * Sets the same fields on every selected attendee, one PUT each (a few at a time): one that breaks a
 * rule does not stop the others, and the dialog at the end says which failed and why.
 */
function BulkUpdate({
  ui,
  data,
  label,
  icon,
  testId,
}: {
  ui: AttendeeUi;
  data: Partial<AttendeeDto>;
  label: string;
  icon: React.ReactElement;
  testId: string;
}) {
  const { selectedIds, data: rows = [], onUnselectItems } = useListContext<AttendeeDto>();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);
  const [total, setTotal] = useState(0);
  const run = async () => {
    setBusy(true);
    const ids = [...selectedIds];
    try {
      const failed = await settleEach(ids, (id) => dataProvider.update('attendees', { id, data, previousData: { id } }));
      const done = ids.length - failed.length;
      if (done > 0) notify('resources.attendees.bulk.updated', { type: 'info', messageArgs: { smart_count: done } });
      setTotal(ids.length);
      setFailures(
        failed.map(({ id, error }) => ({
          id,
          who: nameOf(
            rows.find((r) => r.id === id),
            id,
          ),
          reasons: reasonsOf(error, ui.label),
        })),
      );
      onUnselectItems();
      refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={label} data-testid={testId} disabled={busy} onClick={run}>
        {icon}
      </Button>
      <BulkFailuresDialog failures={failures} total={total} onClose={() => setFailures([])} />
    </>
  );
}

/** E-mails the selected attendees the attendee site's address; says how many had no e-mail. */
function BulkSendLink({ eventId }: { eventId: number }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { json } = await apiFetch<SendMyAreaLinkResultDto>(`/api/events/${eventId}/attendees/send-myarea-link`, {
        method: 'POST',
        body: JSON.stringify({ ids: selectedIds }),
      });
      notify('resources.attendees.bulk.link_sent', {
        type: json.without_email + json.not_found > 0 ? 'warning' : 'info',
        messageArgs: { smart_count: json.sent, without_email: json.without_email + json.not_found },
      });
      onUnselectItems();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.attendees.bulk.send_link" onClick={send} disabled={busy} data-testid="bulk-send-link">
      <ForwardToInboxIcon />
    </Button>
  );
}

function BulkAddTag() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  const [tagId, setTagId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const { data: tags = [] } = useGetList<TagDto>(
    'tags',
    { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const apply = async () => {
    if (tagId === '') return;
    setBusy(true);
    try {
      const { data } = await dataProvider.getMany<AttendeeDto>('attendees', { ids: selectedIds });
      for (const attendee of data) {
        const current = attendee.tag_ids ?? [];
        if (!current.includes(tagId))
          await dataProvider.update('attendees', { id: attendee.id, data: { tag_ids: [...current, tagId] }, previousData: attendee });
      }
      notify('resources.attendees.bulk.tagged', { type: 'info', messageArgs: { smart_count: data.length } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="resources.attendees.bulk.add_tag" onClick={() => setOpen(true)} data-testid="bulk-tag">
        <LocalOfferIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.attendees.bulk.add_tag_title', { smart_count: selectedIds.length })}</DialogTitle>
        <DialogContent>
          <MuiTextField
            select
            fullWidth
            margin="dense"
            label={translate('resources.attendees.fields.tags')}
            value={tagId}
            onChange={(e) => setTagId(Number(e.target.value))}
            data-testid="bulk-tag-select"
          >
            {tags.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </MuiTextField>
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label="ra.action.confirm"
            onClick={apply}
            disabled={busy || tagId === ''}
            variant="contained"
            data-testid="bulk-tag-confirm"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Bulk actions on the selected attendees, each shown only when the role may do it. */
export function AttendeeBulkActions({ ui }: { ui: AttendeeUi }) {
  const writable = (name: string) => {
    const f = ui.fields.get(name);
    return !!f && f.visible && !f.readonly && ui.can('update', 'Attendee');
  };
  const operations = useRequestableOperations();
  const mayAsk = ui.can('create', 'AccessControlRequest') && !ui.can('grant', 'AccessControl') && operations.length > 0;
  const { selectedIds, onUnselectItems } = useListContext<AttendeeDto>();
  return (
    <>
      {mayAsk && <BulkRequestAccess eventId={ui.eventId} kind="attendee" selectedIds={selectedIds} onDone={() => onUnselectItems()} />}
      {writable('pending') && (
        <>
          <BulkUpdate
            ui={ui}
            data={{ pending: true }}
            label="resources.attendees.bulk.pending_on"
            icon={<HourglassEmptyIcon />}
            testId="bulk-pending"
          />
          <BulkUpdate
            ui={ui}
            data={{ pending: false }}
            label="resources.attendees.bulk.pending_off"
            icon={<HourglassDisabledIcon />}
            testId="bulk-pending-off"
          />
        </>
      )}
      {writable('badge_delivered') && (
        <BulkUpdate
          ui={ui}
          data={{ badge_delivered: true }}
          label="resources.attendees.bulk.badge_delivered"
          icon={<BadgeIcon />}
          testId="bulk-badge"
        />
      )}
      {ui.can('read', 'Tag') && ui.can('update', 'Attendee') && <BulkAddTag />}
      {ui.can('update', 'Attendee') && <BulkSendLink eventId={ui.eventId} />}
      {ui.can('delete', 'Attendee') && <BulkDeleteButton mutationMode="pessimistic" data-testid="bulk-delete" />}
    </>
  );
}

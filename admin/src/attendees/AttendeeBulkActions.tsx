import type { AttendeeDto, TagDto } from '@eventdesk/shared';
import BadgeIcon from '@mui/icons-material/Badge';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabled';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Button,
  useDataProvider,
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import type { AttendeeUi } from './useAttendeeUi';

function BulkUpdate({
  data,
  label,
  icon,
  testId,
}: {
  data: Partial<AttendeeDto>;
  label: string;
  icon: React.ReactElement;
  testId: string;
}) {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll('attendees');
  const [updateMany, { isPending }] = useUpdateMany();
  return (
    <Button
      label={label}
      data-testid={testId}
      disabled={isPending}
      onClick={() =>
        updateMany(
          'attendees',
          { ids: selectedIds, data },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify('resources.attendees.bulk.updated', { type: 'info', messageArgs: { smart_count: selectedIds.length } });
              unselectAll();
            },
            onError: (e) => notify((e as Error).message || 'ra.notification.http_error', { type: 'error' }),
          },
        )
      }
    >
      {icon}
    </Button>
  );
}

function BulkAddTag() {
  const { selectedIds } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('attendees');
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
      unselectAll();
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
  return (
    <>
      {writable('pending') && (
        <>
          <BulkUpdate
            data={{ pending: true }}
            label="resources.attendees.bulk.pending_on"
            icon={<HourglassEmptyIcon />}
            testId="bulk-pending"
          />
          <BulkUpdate
            data={{ pending: false }}
            label="resources.attendees.bulk.pending_off"
            icon={<HourglassDisabledIcon />}
            testId="bulk-pending-off"
          />
        </>
      )}
      {writable('badge_delivered') && (
        <BulkUpdate
          data={{ badge_delivered: true }}
          label="resources.attendees.bulk.badge_delivered"
          icon={<BadgeIcon />}
          testId="bulk-badge"
        />
      )}
      {ui.can('read', 'Tag') && ui.can('update', 'Attendee') && <BulkAddTag />}
      {ui.can('delete', 'Attendee') && <BulkDeleteButton mutationMode="pessimistic" data-testid="bulk-delete" />}
    </>
  );
}

import type { AttendeeDto } from '@eventdesk/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Button,
  Loading,
  ReferenceArrayField,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  ChipField,
  SingleFieldList,
  useNotify,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { AttendeeConsents } from './AttendeeConsents';
import { attendeeName } from './attendee-text';
import { useFormatValue } from './attendee-text';
import { FORM_HIDDEN_FIELDS, groupFields } from './field-groups';
import { useAttendeeUi, type AttendeeUi } from './useAttendeeUi';

function ShowBody({ ui }: { ui: AttendeeUi }) {
  const record = useRecordContext<AttendeeDto>();
  const format = useFormatValue();
  if (!record) return null;
  const names = ui.visible.map((f) => f.name).filter((n) => !FORM_HIDDEN_FIELDS.has(n));
  const value = (name: string) => {
    if (name === 'event_attendee_category_id')
      return (
        <ReferenceField source={name} reference="attendee-categories" link={false}>
          <TextField source="name" />
        </ReferenceField>
      );
    if (name === 'event_company_id')
      return (
        <ReferenceField source={name} reference="companies" link={false}>
          <TextField source="name" />
        </ReferenceField>
      );
    return format(name, (record as Record<string, unknown>)[name]);
  };
  return (
    <Box sx={{ p: 2 }} data-testid="attendee-show">
      {groupFields(names, ui.menu).map(({ tab, fields }) =>
        fields.length ? (
          <Box key={tab} sx={{ mb: 3 }}>
            <Typography variant="h6" gutterBottom>
              {ui.menuLabel(tab)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, gap: 1.5 }}>
              {fields.map((name) => (
                <Box key={name} data-testid={`show-${name}`}>
                  <Typography variant="caption" color="text.secondary">
                    {ui.label(name)}
                  </Typography>
                  <Typography variant="body2" component="div">
                    {value(name)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null,
      )}
      {ui.can('read', 'Tag') && record.tag_ids && (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {ui.label('tags')}
          </Typography>
          <ReferenceArrayField source="tag_ids" reference="tags">
            <SingleFieldList linkType={false}>
              <ChipField source="name" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <AttendeeConsents eventId={ui.eventId} attendeeId={Number(record.id)} heading />
      </Box>
    </Box>
  );
}

function ShowTitle() {
  const record = useRecordContext<AttendeeDto>();
  const translate = useTranslate();
  return <span>{`${translate('resources.attendees.name', { smart_count: 1 })} ${attendeeName(record)}`}</span>;
}

/** E-mails this attendee the attendee site's address (off without an e-mail). */
function SendLinkButton({ eventId, attendee }: { eventId: number; attendee: AttendeeDto }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await apiFetch(`/api/events/${eventId}/attendees/send-myarea-link`, { method: 'POST', body: JSON.stringify({ ids: [attendee.id] }) });
      notify('resources.attendees.link_sent_one', { type: 'info', messageArgs: { email: attendee.email } });
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="resources.attendees.bulk.send_link"
      onClick={send}
      disabled={busy || !attendee.email}
      title={attendee.email ? undefined : 'resources.attendees.no_email'}
      data-testid="send-link"
    >
      <ForwardToInboxIcon />
    </Button>
  );
}

function ShowActions({ ui }: { ui: AttendeeUi }) {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <Button component={Link} to={`/events/${ui.eventId}/attendees`} label="ra.action.back">
        <ArrowBackIcon />
      </Button>
      {record && ui.can('update', 'Attendee') && (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SendLinkButton eventId={ui.eventId} attendee={record as AttendeeDto} />
          <Button
            component={Link}
            to={`/events/${ui.eventId}/attendees/${record.id}/edit`}
            label="ra.action.edit"
            data-testid="edit-attendee"
          >
            <EditIcon />
          </Button>
        </Box>
      )}
    </TopToolbar>
  );
}

/** `/events/{id}/attendees/{attendeeId}`: the visible fields, grouped as on the form, and the consents to the event's terms. */
export function AttendeeShow() {
  const ui = useAttendeeUi();
  if (!ui) return <Loading />;
  return (
    <Show resource="attendees" title={<ShowTitle />} actions={<ShowActions ui={ui} />}>
      <ShowBody ui={ui} />
    </Show>
  );
}

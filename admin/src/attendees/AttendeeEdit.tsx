import type { AttendeeCreateFormDto, AttendeeDto } from '@eventdesk/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useEffect, useState } from 'react';
import { Button, Create, Edit, Loading, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { attendeeName } from './attendee-text';
import { AttendeeForm } from './AttendeeForm';
import { useAttendeeUi } from './useAttendeeUi';

function EditTitle() {
  const record = useRecordContext<AttendeeDto>();
  const translate = useTranslate();
  return <span>{`${translate('resources.attendees.name', { smart_count: 1 })} ${attendeeName(record)}`}</span>;
}

function EditActions({ eventId }: { eventId: number }) {
  const record = useRecordContext();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between', width: '100%' }}>
      <Button component={Link} to={`/events/${eventId}/attendees`} label="ra.action.back" data-testid="back-to-list">
        <ArrowBackIcon />
      </Button>
      {record?.id && (
        <Button component={Link} to={`/events/${eventId}/attendees/${record.id}`} label="ra.action.show">
          <VisibilityIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

/** `/events/{id}/attendees/{attendeeId}/edit`. */
export function AttendeeEdit() {
  const ui = useAttendeeUi();
  if (!ui) return <Loading />;
  return (
    <Edit
      resource="attendees"
      mutationMode="pessimistic"
      redirect="list"
      title={<EditTitle />}
      actions={<EditActions eventId={ui.eventId} />}
    >
      <AttendeeForm ui={ui} mode="edit" />
    </Edit>
  );
}

/** `/events/{id}/attendees/create`: starts from `GET …/attendees/create`'s defaults. */
export function AttendeeCreate() {
  const ui = useAttendeeUi();
  const [defaults, setDefaults] = useState<Record<string, unknown> | null>(null);
  const eventId = ui?.eventId;
  useEffect(() => {
    if (!eventId) return;
    apiFetch<AttendeeCreateFormDto>(`/api/events/${eventId}/attendees/create`).then(
      ({ json }) => setDefaults(json.defaults),
      () => setDefaults({}),
    );
  }, [eventId]);
  if (!ui || !defaults) return <Loading />;
  return (
    <Create
      resource="attendees"
      record={defaults}
      redirect={(_resource: string | undefined, id: unknown) => `attendees/${id}/edit`}
      actions={<EditActions eventId={ui.eventId} />}
    >
      <AttendeeForm ui={ui} mode="create" />
    </Create>
  );
}

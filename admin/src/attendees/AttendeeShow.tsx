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
  useLocaleState,
  useRecordContext,
  useTranslate,
  ChipField,
  SingleFieldList,
  useNotify,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { COUNTRIES } from '@eventdesk/shared/reference/countries';
import { attendeeFieldDefinition, ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@eventdesk/shared';
import { attendeeName } from './AttendeeEdit';
import { FORM_HIDDEN_FIELDS, groupFields } from './field-groups';
import { useAttendeeUi, type AttendeeUi } from './useAttendeeUi';

const COUNTRY_FIELDS = new Set(['country', 'work_country', 'citizenship']);

/** A field's value as text: enums translated, codes named, dates localised. */
export function useFormatValue() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  return (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'resources.attendees.yes' : 'resources.attendees.no');
    if (name === 'gender') return translate(`resources.attendees.genders.${value}`);
    if (name === 'payment_status') return translate(`payment_status.${value}`);
    if (name === 'documentation_status') return translate(`documentation_status.${value}`);
    if (name === 'app_lang') return translate(`resources.attendees.languages.${value}`);
    if (COUNTRY_FIELDS.has(name)) return COUNTRIES.find((c) => c.code === value)?.[lang] ?? String(value);
    if (name === 'origin_region') return ITALIAN_REGIONS.find((r) => r.code === value)?.[lang] ?? String(value);
    if (name === 'province' || name === 'province_of_birth') {
      const p = ITALIAN_PROVINCES.find((x) => x.code === value);
      return p ? `${p.code} – ${p.name}` : String(value);
    }
    const kind = attendeeFieldDefinition(name)?.kind;
    const tag = lang === 'en' ? 'en-GB' : 'it-IT';
    // Dates as the interface's language writes them (12/03/1985), not as stored (1985-03-12).
    if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
      return new Date(`${value.slice(0, 10)}T00:00:00`).toLocaleDateString(tag);
    if ((kind === 'datetime' || name === 'registration_date' || name === 'badge_delivered_at') && typeof value === 'string')
      return new Date(value).toLocaleString(tag);
    if (value === 'true' || value === 'false') return translate(value === 'true' ? 'resources.attendees.yes' : 'resources.attendees.no');
    return String(value);
  };
}

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

/** `/events/{id}/attendees/{attendeeId}`: the visible fields, grouped as on the form. */
export function AttendeeShow() {
  const ui = useAttendeeUi();
  if (!ui) return <Loading />;
  return (
    <Show resource="attendees" title={<ShowTitle />} actions={<ShowActions ui={ui} />}>
      <ShowBody ui={ui} />
    </Show>
  );
}

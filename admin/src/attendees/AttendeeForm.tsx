import { attendeeSchemaFor, validate as validateSchema, type Language } from '@eventdesk/shared';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  DeleteButton,
  Loading,
  SaveButton,
  TabbedForm,
  TabbedFormTabs,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FocusFirstError } from '../forms/FocusFirstError';
import { AttendeeAccess } from './AttendeeAccess';
import { DocumentationPanel } from '../attachments/DocumentationPanel';
import type { EventCan } from '../routing/useEventAbility';
import { AttendeeConsents } from './AttendeeConsents';
import { AttendeeHistory } from './AttendeeHistory';
import { AttendeeInput } from './AttendeeInputs';
import { AttendeeSessions } from './AttendeeSessions';
import { BUILT_TABS, FIELD_TAB_NAMES, FORM_HIDDEN_FIELDS, groupFields } from './field-groups';
import type { AttendeeUi } from './useAttendeeUi';
import { KEEP_TYPING } from '../forms/keep-typing';

const AttendeeOrders = lazy(() => import('../orders/AttendeeOrders'));

/** A tab whose area is not part of this version yet, said plainly. */
function TabNotAvailable() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }} data-testid="tab-not-available">
      <ConstructionIcon color="disabled" />
      <Typography color="text.secondary">{translate('resources.attendees.tab_not_available')}</Typography>
    </Box>
  );
}

function FormToolbar({ canDelete, eventId }: { canDelete: boolean; eventId: number }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton data-testid="save-attendee" />
      <FocusFirstError />
      {canDelete && record?.id && <DeleteButton mutationMode="pessimistic" redirect={`/events/${eventId}/attendees`} />}
    </Toolbar>
  );
}

/** Client-side check with the shared schema and the role's required fields (the API checks again). */
export function makeValidator(ui: AttendeeUi, lang: Language) {
  const schema = attendeeSchemaFor([...ui.required]);
  const writable = ui.visible.filter((f) => !f.readonly).map((f) => f.name);
  return (values: Record<string, unknown>) => {
    const input = Object.fromEntries(writable.map((name) => [name, values[name]]));
    const result = validateSchema(schema, input, lang);
    if (result.ok) return {};
    return Object.fromEntries(
      Object.entries(result.errors)
        .filter(([f]) => writable.includes(f))
        .map(([f, m]) => [f, m.join(' ')]),
    );
  };
}

/**
 * The attendee form rendered from the caller's UI configuration: visible fields only, aliases as
 * labels, required marked and checked, read-only disabled; in the tabs of the role's attendee edit
 * menu. On create only the field tabs show (the others need a saved attendee).
 */
export function AttendeeForm({ ui, mode }: { ui: AttendeeUi; mode: 'create' | 'edit' }) {
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const fieldNames = ui.visible
    .map((f) => f.name)
    .filter((n) => !FORM_HIDDEN_FIELDS.has(n) && !(mode === 'create' && n === 'attendee_code'));
  if (ui.can('read', 'Tag')) fieldNames.push('tag_ids');
  const groups = new Map(groupFields(fieldNames, ui.menu).map((g) => [g.tab, g.fields]));
  const menu = ui.menu.filter((t) => !(FIELD_TAB_NAMES as readonly string[]).includes(t) || groups.has(t));
  for (const tab of groups.keys()) if (!menu.includes(tab)) menu.unshift(tab);
  const tabs = mode === 'create' ? menu.filter((t) => groups.has(t)) : menu;
  const content = (tab: string): ReactNode => {
    const fields = groups.get(tab);
    if (fields)
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1, width: '100%' }}>
          {fields.map((name) => {
            const field = ui.fields.get(name);
            return (
              <AttendeeInput
                key={name}
                name={name}
                label={name === 'tag_ids' ? ui.label('tags') : ui.label(name)}
                required={ui.required.has(name)}
                readonly={name === 'tag_ids' ? !ui.can('update', 'Attendee') : (field?.readonly ?? false)}
              />
            );
          })}
        </Box>
      );
    if (!(BUILT_TABS as readonly string[]).includes(tab) || !record?.id) return <TabNotAvailable />;
    if (tab === 'actions-history') return <AttendeeHistory eventId={ui.eventId} attendeeId={Number(record.id)} />;
    if (tab === 'sessions') return <AttendeeSessions eventId={ui.eventId} attendeeId={Number(record.id)} />;
    if (tab === 'consents') return <AttendeeConsents eventId={ui.eventId} attendeeId={Number(record.id)} />;
    if (tab === 'access-control') return <AttendeeAccess ui={ui} attendeeId={Number(record.id)} />;
    if (tab === 'documentation')
      return (
        <DocumentationPanel
          eventId={ui.eventId}
          can={ui.can as EventCan}
          holder={{ kind: 'ATTENDEE', id: Number(record.id), categoryId: (record.event_attendee_category_id as number | null) ?? null }}
        />
      );
    if (tab === 'orders')
      return (
        <Suspense fallback={<Loading />}>
          <AttendeeOrders eventId={ui.eventId} attendeeId={Number(record.id)} />
        </Suspense>
      );
    return <TabNotAvailable />;
  };
  return (
    <Box data-testid="attendee-form">
      <TabbedForm
        syncWithLocation={false}
        noValidate
        validate={makeValidator(ui, locale === 'en' ? 'en' : 'it')}
        toolbar={<FormToolbar canDelete={mode === 'edit' && ui.can('delete', 'Attendee')} eventId={ui.eventId} />}
        warnWhenUnsavedChanges
        resetOptions={KEEP_TYPING}
        // Up to a dozen tabs: they scroll with arrows rather than being cut at the right edge (issue 29 item 16).
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
      >
        {tabs.map((tab) => (
          <TabbedForm.Tab key={tab} label={ui.menuLabel(tab)} data-testid={`tab-${tab}`}>
            {content(tab)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    </Box>
  );
}

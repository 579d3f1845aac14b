import { VEHICLE_DEFAULTS, VEHICLE_SPEC_MAX, vehicleSchema, type ActionHistoryDto, type VehicleDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DeleteButton,
  Edit,
  ListButton,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { apiFetch } from '../api/http';
import { DocumentationChip } from '../attachments/DocumentationChip';
import { DocumentationPanel } from '../attachments/DocumentationPanel';
import { HistoryTimeline } from '../history/HistoryTimeline';
import { AccessPanel } from '../attendees/AttendeeAccess';
import { countryMatch, useCountryChoices } from '../attendees/AttendeeInputs';
import { FocusFirstError } from '../forms/FocusFirstError';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { VEHICLE_TYPE_CHOICES } from './VehicleList';
import { KEEP_TYPING } from '../forms/keep-typing';

const ROW = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;
const ROW4 = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' } as const;

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
      {translate(title)}
    </Typography>
  );
}

/** The driver: an attendee of the vehicle's company (of the event when the vehicle has none), found by name. */
function DriverInput({ disabled }: { disabled: boolean }) {
  const company = useWatch({ name: 'event_company_id' }) as number | null | undefined;
  return (
    <ReferenceInput
      source="driver_attendee_id"
      reference="attendees"
      filter={company ? { event_company_id: company } : {}}
      sort={{ field: 'last_name', order: 'ASC' }}
    >
      <AutocompleteInput
        optionText={(a: { first_name?: string; last_name?: string; attendee_code?: string }) =>
          `${a.last_name ?? ''} ${a.first_name ?? ''}${a.attendee_code ? ` (${a.attendee_code})` : ''}`.trim()
        }
        filterToQuery={(q) => ({ q })}
        disabled={disabled}
        fullWidth
        data-testid="vehicle-driver"
      />
    </ReferenceInput>
  );
}

/** The tabs of the vehicle page that are not its form (issue 13): the role's UI configuration lists them (`vehicle_edit_menu`). */
const PANEL_TABS = ['access-control', 'documentation', 'actions-history'] as const;

/**
 * The vehicle page: its data first (registration, company and driver, when it may come, notes), then the
 * tabs of the role's vehicle edit menu — specs, access control, documentation, actions history (VIEWER:
 * none). A COMPANY user's company is its own. On create only the form tabs show.
 */
function VehicleForm({ readonly, toolbar, mode }: { readonly: boolean; toolbar: React.ReactElement | false; mode: 'create' | 'edit' }) {
  const rules = useSchemaRules(vehicleSchema);
  const countries = useCountryChoices();
  const current = useCurrentEvent();
  const ownCompany = current?.uiConfig.role === 'COMPANY';
  const menu = new Map((current?.uiConfig.vehicle_edit_menu ?? []).map((item) => [item.name, item]));
  const translate = useTranslate();
  const can = useEventAbility();
  const record = useRecordContext<VehicleDto>();
  const input = (source: keyof typeof vehicleSchema.shape) => ({ source, ...rules(source), disabled: readonly, fullWidth: true });
  const label = (tab: string) => menu.get(tab)?.alias_singular || translate(`resources.vehicles.tabs.${tab}`);
  const panels = mode === 'edit' && record ? PANEL_TABS.filter((tab) => menu.has(tab)) : [];
  return (
    <TabbedForm
      noValidate
      resetOptions={KEEP_TYPING}
      syncWithLocation={false}
      toolbar={toolbar}
      sx={{ maxWidth: 960 }}
      defaultValues={VEHICLE_DEFAULTS}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label={translate('resources.vehicles.tabs.vehicle')} data-testid="tab-vehicle">
        <Box sx={ROW}>
          <TextInput {...input('plate')} autoFocus={!readonly} helperText="resources.vehicles.helpers.plate" />
          <SelectInput {...input('type')} choices={VEHICLE_TYPE_CHOICES} />
          <AutocompleteInput {...input('country')} choices={countries} matchSuggestion={countryMatch} />
          <TextInput {...input('color')} />
          <TextInput {...input('brand')} />
          <TextInput {...input('model')} />
        </Box>
        <Section title="resources.vehicles.sections.company" />
        <Box sx={ROW}>
          {!ownCompany && (
            <ReferenceInput source="event_company_id" reference="companies" sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput
                optionText="name"
                filterToQuery={(q) => ({ q })}
                disabled={readonly}
                fullWidth
                {...rules('event_company_id')}
              />
            </ReferenceInput>
          )}
          <DriverInput disabled={readonly} />
        </Box>
        <Section title="resources.vehicles.sections.validity" />
        <Box sx={ROW}>
          <LocalDateTimeInput {...input('valid_from')} />
          <LocalDateTimeInput {...input('valid_to')} />
        </Box>
        {/* Confirming a vehicle is the staff's (issue 26 item 2): the API keeps a COMPANY user's value as stored. */}
        <BooleanInput source="pending" disabled={readonly || !can(mode === 'edit' ? 'update' : 'create', 'Vehicle', 'pending')} />
        <TextInput {...input('notes')} multiline minRows={2} />
        {mode === 'edit' && record?.documentation_status && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.vehicles.fields.documentation_status')}:
            </Typography>
            <DocumentationChip status={record.documentation_status} />
          </Box>
        )}
      </TabbedForm.Tab>
      {menu.has('specs') && (
        <TabbedForm.Tab label={label('specs')} data-testid="tab-specs">
          <Box sx={ROW4}>
            {(['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const).map((f) => (
              <NumberInput key={f} {...input(f)} min={0} max={VEHICLE_SPEC_MAX} step={1} />
            ))}
          </Box>
          <Box sx={ROW}>
            <TextInput {...input('fuel')} />
            <BooleanInput source="trailer" disabled={readonly} />
          </Box>
        </TabbedForm.Tab>
      )}
      {record &&
        panels.map((tab) => (
          <TabbedForm.Tab key={tab} label={label(tab)} data-testid={`tab-${tab}`}>
            {tab === 'access-control' && <AccessPanel eventId={record.event_id} can={can} holder={{ vehicle_id: Number(record.id) }} />}
            {tab === 'documentation' && (
              <DocumentationPanel
                eventId={record.event_id}
                can={can}
                holder={{ kind: 'VEHICLE', id: Number(record.id), vehicleType: record.type }}
              />
            )}
            {tab === 'actions-history' && <VehicleHistory eventId={record.event_id} vehicleId={Number(record.id)} />}
          </TabbedForm.Tab>
        ))}
    </TabbedForm>
  );
}

/** `GET …/vehicles/{id}/history`: who changed what, newest first. */
function VehicleHistory({ eventId, vehicleId }: { eventId: number; vehicleId: number }) {
  const translate = useTranslate();
  const history = useQuery({
    queryKey: ['vehicle-history', eventId, vehicleId],
    queryFn: async () => (await apiFetch<ActionHistoryDto[]>(`/api/events/${eventId}/vehicles/${vehicleId}/history?range=[0,199]`)).json,
  });
  if (!history.data) return null;
  return (
    <HistoryTimeline
      entries={history.data}
      label={(field) => translate(`resources.vehicles.fields.${field}`, { _: field })}
      show={(_field, v) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v))}
      testId="vehicle-history"
    />
  );
}

function VehicleTitle() {
  const record = useRecordContext<VehicleDto>();
  const translate = useTranslate();
  const name = translate('resources.vehicles.name', { smart_count: 1 });
  return <>{record ? translate('ra.page.edit', { name, recordRepresentation: record.plate }) : ''}</>;
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton data-testid="vehicle-back" />
    </TopToolbar>
  );
}

function EditToolbar({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext<VehicleDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="vehicle-save" />
      <FocusFirstError />
      {canDelete && <DeleteButton mutationMode="pessimistic" translateOptions={{ recordRepresentation: record?.plate }} />}
    </Toolbar>
  );
}

/** `/events/{id}/vehicles/{vehicleId}`: edit (who may write vehicles) or read (VIEWER), with the tabs of the role. */
export function VehicleEdit() {
  const can = useEventAbility();
  const readonly = !can('update', 'Vehicle');
  return (
    <Edit resource="vehicles" mutationMode="pessimistic" redirect="list" title={<VehicleTitle />} actions={<Actions />}>
      <VehicleForm mode="edit" readonly={readonly} toolbar={readonly ? false : <EditToolbar canDelete={can('delete', 'Vehicle')} />} />
    </Edit>
  );
}

/** `/events/{id}/vehicles/create`. */
export function VehicleCreate() {
  return (
    <Create resource="vehicles" redirect="list" actions={<Actions />}>
      <VehicleForm
        mode="create"
        readonly={false}
        toolbar={
          <Toolbar>
            <SaveButton data-testid="vehicle-save" />
            <FocusFirstError />
          </Toolbar>
        }
      />
    </Create>
  );
}

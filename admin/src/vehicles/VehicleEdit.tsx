import { VEHICLE_SPEC_MAX, vehicleSchema, type VehicleDto } from '@eventdesk/shared';
import { Box, Card, CardContent, Typography } from '@mui/material';
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
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AccessPanel } from '../attendees/AttendeeAccess';
import { countryMatch, useCountryChoices } from '../attendees/AttendeeInputs';
import { FocusFirstError } from '../forms/FocusFirstError';
import { LocalDateTimeInput } from '../forms/LocalDateInputs';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { VEHICLE_TYPE_CHOICES } from './VehicleList';

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

/** The vehicle form: registration, company and driver, when it may come, specs, notes. A COMPANY user's company is its own. */
function VehicleForm({ readonly, toolbar }: { readonly: boolean; toolbar: React.ReactElement | false }) {
  const rules = useSchemaRules(vehicleSchema);
  const countries = useCountryChoices();
  const ownCompany = useCurrentEvent()?.uiConfig.role === 'COMPANY';
  const input = (source: keyof typeof vehicleSchema.shape) => ({ source, ...rules(source), disabled: readonly, fullWidth: true });
  return (
    <SimpleForm
      noValidate
      toolbar={toolbar}
      sx={{ maxWidth: 880 }}
      defaultValues={{ type: 'CAR', country: 'IT', pending: false, trailer: false }}
    >
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
      <BooleanInput source="pending" disabled={readonly} />
      <Section title="resources.vehicles.sections.specs" />
      <Box sx={ROW4}>
        {(['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const).map((f) => (
          <NumberInput key={f} {...input(f)} min={0} max={VEHICLE_SPEC_MAX} step={1} />
        ))}
      </Box>
      <Box sx={ROW}>
        <TextInput {...input('fuel')} />
        <BooleanInput source="trailer" disabled={readonly} />
      </Box>
      <TextInput {...input('notes')} multiline minRows={2} />
    </SimpleForm>
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

/** Beside the form: the zones the vehicle may enter and its access rights (issue 13). */
function VehicleAccess() {
  const record = useRecordContext<VehicleDto>();
  const can = useEventAbility();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card
      variant="outlined"
      sx={{ width: { xs: '100%', lg: 360 }, ml: { lg: 2 }, mt: { xs: 2, lg: 0 }, alignSelf: 'start' }}
      data-testid="vehicle-access"
    >
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('resources.attendees.tabs.access-control')}
        </Typography>
        <AccessPanel eventId={record.event_id} can={can} holder={{ vehicle_id: Number(record.id) }} />
      </CardContent>
    </Card>
  );
}

/** `/events/{id}/vehicles/{vehicleId}`: edit (who may write vehicles) or read (VIEWER), with its access beside. */
export function VehicleEdit() {
  const can = useEventAbility();
  const readonly = !can('update', 'Vehicle');
  return (
    <Edit
      resource="vehicles"
      mutationMode="pessimistic"
      redirect="list"
      title={<VehicleTitle />}
      actions={<Actions />}
      aside={<VehicleAccess />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', lg: 'row' } } }}
    >
      <VehicleForm readonly={readonly} toolbar={readonly ? false : <EditToolbar canDelete={can('delete', 'Vehicle')} />} />
    </Edit>
  );
}

/** `/events/{id}/vehicles/create`. */
export function VehicleCreate() {
  return (
    <Create resource="vehicles" redirect="list" actions={<Actions />}>
      <VehicleForm
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

import { COMPANY_DEFAULTS, COMPANY_QUOTA_MAX, eventCompanySchema, type CompanyUserDto, type CurrentUserDto, type EventCompanyDto } from '@eventdesk/shared';
import {
  Box,
  Card,
  CardContent,
  Chip,
  List as MuiList,
  ListItem,
  ListItemText,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  Button,
  Create,
  DeleteButton,
  Edit,
  HttpError,
  ListButton,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetRecordId,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { countryMatch, PROVINCE_CHOICES, useCountryChoices } from '../attendees/AttendeeInputs';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { QuotaUse } from './QuotaUse';
import { KEEP_TYPING } from '../forms/keep-typing';

/** Two inputs side by side on a wide screen, one above the other on a narrow one. */
const ROW = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' } as const;

function CompanyTitle() {
  const record = useRecordContext<EventCompanyDto>();
  const translate = useTranslate();
  const name = translate('resources.companies.name', { smart_count: 1 });
  return <>{record ? translate('ra.page.edit', { name, recordRepresentation: record.name }) : ''}</>;
}

/**
 * The company form: only the name is required (issue 11: SPEC §5's all-required rule is for the
 * attendee form of COMPANY users); the rest is checked by the shared schema when filled in.
 */
function CompanyForm({ readonly, toolbar, mode }: { readonly: boolean; toolbar: React.ReactElement | false; mode: 'create' | 'update' }) {
  const rules = useSchemaRules(eventCompanySchema);
  const can = useEventAbility();
  // Quotas are the event ADMIN's (issue 26 item 15): shown to the others, not editable.
  const quotaLocked = readonly || !can(mode, 'EventCompany', 'attendee_quota');
  const countries = useCountryChoices();
  const translate = useTranslate();
  const input = (source: keyof typeof eventCompanySchema.shape) => ({
    source,
    ...rules(source),
    disabled: readonly,
    fullWidth: true,
    'data-testid': `company-${source}`,
  });
  return (
    <SimpleForm
      noValidate
      toolbar={toolbar}
      defaultValues={mode === 'create' ? COMPANY_DEFAULTS : undefined}
      resetOptions={KEEP_TYPING}
      sx={{ maxWidth: 880 }}
    >
      <TextInput {...input('name')} autoFocus={!readonly} />
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.companies.sections.details')}
      </Typography>
      <Box sx={ROW}>
        <TextInput {...input('vat_number')} />
        <TextInput {...input('fiscal_code')} />
        <TextInput {...input('contact_name')} />
        <TextInput {...input('email')} type="email" />
        <TextInput {...input('phone')} type="tel" />
      </Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.companies.sections.address')}
      </Typography>
      <TextInput {...input('address')} />
      <Box sx={ROW}>
        <TextInput {...input('postal_code')} />
        <TextInput {...input('city')} />
        <SelectInput {...input('province')} choices={PROVINCE_CHOICES} emptyText="—" />
        <AutocompleteInput {...input('country')} choices={countries} matchSuggestion={countryMatch} />
      </Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.companies.sections.quotas')}
      </Typography>
      <Box sx={ROW}>
        <NumberInput
          {...input('attendee_quota')}
          disabled={quotaLocked}
          min={0}
          max={COMPANY_QUOTA_MAX}
          step={1}
          helperText="resources.companies.helpers.quota"
        />
        <NumberInput
          {...input('vehicle_quota')}
          disabled={quotaLocked}
          min={0}
          max={COMPANY_QUOTA_MAX}
          step={1}
          helperText="resources.companies.helpers.quota"
        />
      </Box>
    </SimpleForm>
  );
}

/** Name and e-mail of a person to give sign-in for the company: the API creates the account and e-mails the link. */
function InviteForm({ companyId, onDone }: { companyId: number; onDone: () => void }) {
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await apiFetch(`/api/events/${eventId}/companies/${companyId}/users`, { method: 'POST', body: JSON.stringify({ name, email }) });
      notify('resources.companies.users.invited', { type: 'info', messageArgs: { email: email.trim() } });
      setName('');
      setEmail('');
      onDone();
    } catch (error) {
      const fields = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {};
      setErrors(fields);
      if (!Object.keys(fields).length) notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={send} noValidate sx={{ display: 'grid', gap: 1, mt: 1 }} data-testid="company-invite">
      <MuiTextField
        size="small"
        label={translate('resources.companies.users.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        inputProps={{ 'data-testid': 'invite-name' }}
      />
      <MuiTextField
        size="small"
        type="email"
        label={translate('resources.companies.users.email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={!!errors.email}
        helperText={errors.email}
        inputProps={{ 'data-testid': 'invite-email' }}
      />
      <Button
        type="submit"
        variant="outlined"
        label="resources.companies.users.invite"
        disabled={busy || !name.trim() || !email.trim()}
        data-testid="invite-send"
      />
    </Box>
  );
}

/** The accounts that sign in for the company (role COMPANY): a superadmin opens them; the event ADMIN invites more. */
function CompanyUsers({ companyId }: { companyId: number }) {
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const can = useEventAbility();
  const { permissions } = usePermissions<CurrentUserDto | null>();
  const { data, isError, refetch } = useQuery({
    queryKey: ['company-users', eventId, companyId],
    queryFn: async () => (await apiFetch<CompanyUserDto[]>(`/api/events/${eventId}/companies/${companyId}/users`)).json,
    enabled: eventId !== undefined,
  });
  return (
    <Card variant="outlined" data-testid="company-users">
      <CardContent>
        <Typography variant="subtitle1">{translate('resources.companies.users.title')}</Typography>
        {isError ? (
          <Typography color="error">{translate('resources.companies.users.error')}</Typography>
        ) : data && data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.companies.users.none')}
          </Typography>
        ) : (
          <MuiList dense disablePadding>
            {data?.map((u) => (
              <ListItem
                key={u.id}
                disableGutters
                secondaryAction={!u.is_active && <Chip size="small" label={translate('resources.companies.users.inactive')} />}
              >
                <ListItemText
                  primary={permissions?.is_superadmin === 1 ? <Link to={`/users/${u.id}`}>{u.name}</Link> : u.name}
                  secondary={u.email}
                />
              </ListItem>
            ))}
          </MuiList>
        )}
        <Typography variant="caption" color="text.secondary">
          {translate('resources.companies.users.hint')}
        </Typography>
        {can('invite', 'EventCompany') && <InviteForm companyId={companyId} onDone={() => void refetch()} />}
      </CardContent>
    </Card>
  );
}

/** Beside the form: the attendees against the quota, and the company's accounts. */
function CompanyAside() {
  const record = useRecordContext<EventCompanyDto>();
  const can = useEventAbility();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ width: { xs: '100%', lg: 300 }, ml: { lg: 2 }, mt: { xs: 2, lg: 0 }, display: 'grid', gap: 2, alignContent: 'start' }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1">{translate('resources.companies.fields.attendee_use')}</Typography>
          <QuotaUse record={record} bar />
        </CardContent>
      </Card>
      {can('update', 'EventCompany') && <CompanyUsers companyId={record.id} />}
    </Box>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton data-testid="company-back" />
    </TopToolbar>
  );
}

/** A company that still has attendees is not deleted: the API answers 409 and the notification says why. */
function EditToolbar({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext<EventCompanyDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="company-save" />
      {canDelete && <DeleteButton mutationMode="pessimistic" translateOptions={{ recordRepresentation: record?.name }} />}
    </Toolbar>
  );
}

/** `/events/{id}/companies/{companyId}`: edit (ADMIN, USER, SECRETARY) or read (VIEWER, the company itself). */
export function CompanyEdit() {
  const can = useEventAbility();
  const id = useGetRecordId();
  const readonly = !can('update', 'EventCompany');
  return (
    <Edit
      resource="companies"
      id={id}
      mutationMode="pessimistic"
      redirect="list"
      title={<CompanyTitle />}
      actions={<Actions />}
      aside={<CompanyAside />}
      sx={{ '& .RaEdit-main': { flexDirection: { xs: 'column', lg: 'row' } } }}
    >
      <CompanyForm
        mode="update"
        readonly={readonly}
        toolbar={readonly ? false : <EditToolbar canDelete={can('delete', 'EventCompany')} />}
      />
    </Edit>
  );
}

/** `/events/{id}/companies/create`. */
export function CompanyCreate() {
  return (
    <Create resource="companies" redirect="edit" actions={<Actions />}>
      <CompanyForm
        mode="create"
        readonly={false}
        toolbar={
          <Toolbar>
            <SaveButton data-testid="company-save" />
          </Toolbar>
        }
      />
    </Create>
  );
}

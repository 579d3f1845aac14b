import { ROLES, type EventRoleDto, type Role, type UserDto } from '@eventdesk/shared';
import { useCallback, useRef } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  HttpError,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  required,
  useDataProvider,
  useRegisterMutationMiddleware,
  useSourceContext,
  type CreateParams,
  type Identifier,
  type UpdateParams,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { apiFetch } from '../api/http';

type RoleRow = Partial<EventRoleDto>;
type UserValues = Omit<UserDto, 'events'> & { events?: RoleRow[] };
type Save = (resource: string, params: CreateParams<UserValues> | UpdateParams<UserValues>) => Promise<{ data: UserDto }>;

const roleChoices = ROLES.map((role) => ({ id: role, name: `roles.${role}` }));

/** The rows as `POST /api/user/{id}/save-events-roles` wants them: a company only for COMPANY. */
function toEventRoles(rows: RoleRow[] = []) {
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    event_company_id: row.role === 'COMPANY' ? (row.event_company_id ?? null) : null,
  }));
}

/**
 * Saves the roles after the user record; their 422 errors (`eventRoles.N.field`) come back as the
 * form's `events.N.field` so they show on the rows.
 */
async function saveEventRoles(userId: Identifier, rows: RoleRow[] | undefined): Promise<UserDto> {
  try {
    const { json } = await apiFetch<UserDto>(`/api/user/${userId}/save-events-roles`, {
      method: 'POST',
      body: JSON.stringify({ eventRoles: toEventRoles(rows) }),
    });
    return json;
  } catch (error) {
    const body = (error as HttpError).body as { errors?: { eventRoles?: unknown } } | undefined;
    if (error instanceof HttpError && body?.errors) {
      throw new HttpError(error.message, error.status, { ...body, errors: { events: body.errors.eventRoles ?? error.message } });
    }
    throw error;
  }
}

/** The event of a row; another event means another list of companies, so the company is cleared. */
function EventInput() {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source="id" reference="events" sort={{ field: 'start_at', order: 'DESC' }}>
      <AutocompleteInput
        label="resources.users.fields.event_id"
        optionText="name"
        validate={required()}
        onChange={() => setValue(getSource('event_company_id'), null)}
        sx={{ minWidth: 320 }}
        data-testid="role-event"
      />
    </ReferenceInput>
  );
}

/** Shown for the COMPANY role only, with the companies of the row's event. */
function CompanyInput() {
  const { getSource } = useSourceContext();
  const role = useWatch({ name: getSource('role') }) as Role | undefined;
  const eventId = useWatch({ name: getSource('id') }) as Identifier | undefined;
  if (role !== 'COMPANY') return null;
  if (!eventId)
    return (
      <SelectInput
        source="event_company_id"
        label="resources.users.fields.event_company_id"
        choices={[]}
        disabled
        helperText="resources.users.helpers.event_first"
      />
    );
  return (
    <ReferenceInput key={eventId} source="event_company_id" reference="companies" queryOptions={{ meta: { eventId } }}>
      <AutocompleteInput
        label="resources.users.fields.event_company_id"
        optionText="name"
        validate={required()}
        sx={{ minWidth: 220 }}
        data-testid="role-company"
      />
    </ReferenceInput>
  );
}

/**
 * The event-roles editor (field `events`, as in UserDto). Registered as a mutation middleware: the
 * user is created or updated first, then its roles are saved with the new id. When a new user was
 * created but its roles were refused, the next save updates that user instead of creating it again.
 */
export function EventRolesInput() {
  const dataProvider = useDataProvider();
  const createdId = useRef<Identifier | null>(null);

  const middleware = useCallback(
    async (resource: string, params: CreateParams<UserValues> | UpdateParams<UserValues>, next: Save) => {
      const { events: rows = [], ...user } = params.data ?? {};
      const isUpdate = 'id' in params && params.id != null;
      let result: { data: UserDto };
      if (!isUpdate && createdId.current != null) {
        result = await dataProvider.update<UserDto>(resource, {
          id: createdId.current,
          data: user,
          previousData: { id: createdId.current } as UserDto,
        });
      } else {
        result = await next(resource, { ...params, data: user });
      }
      const before = isUpdate ? ((params as UpdateParams<UserValues>).previousData?.events ?? []) : [];
      const unchanged = JSON.stringify(toEventRoles(rows)) === JSON.stringify(toEventRoles(before));
      if (unchanged && createdId.current == null) return result;
      try {
        const data = await saveEventRoles(result.data.id, rows);
        createdId.current = null;
        return { data };
      } catch (error) {
        if (!isUpdate) {
          createdId.current = result.data.id;
          const body = (error as HttpError).body as { errors?: Record<string, unknown> } | undefined;
          if (body?.errors) body.errors.root = { serverError: 'resources.users.notifications.roles_not_saved' };
        }
        throw error;
      }
    },
    [dataProvider],
  );
  useRegisterMutationMiddleware(middleware);

  return (
    <ArrayInput source="events" label={false} data-testid="event-roles">
      <SimpleFormIterator inline disableReordering disableClear>
        <EventInput />
        <SelectInput
          source="role"
          label="resources.users.fields.role"
          choices={roleChoices}
          validate={required()}
          sx={{ minWidth: 180 }}
          data-testid="role-role"
        />
        <CompanyInput />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

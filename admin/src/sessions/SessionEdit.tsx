import type { SessionDto } from '@eventdesk/shared';
import { Create, DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { RegisterFilterButton } from './RegisterFilterButton';
import { SessionForm } from './SessionForm';
import { useProgrammeText } from './session-text';

function SessionTitle() {
  const record = useRecordContext<SessionDto>();
  const translate = useTranslate();
  const text = useProgrammeText();
  const name = translate('resources.sessions.name', { smart_count: 1 });
  return <>{record ? translate('ra.page.edit', { name, recordRepresentation: text.title(record) }) : ''}</>;
}

function Actions() {
  return (
    <TopToolbar>
      <RegisterFilterButton />
      <ListButton data-testid="session-back" />
    </TopToolbar>
  );
}

function EditToolbar() {
  const record = useRecordContext<SessionDto>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton data-testid="session-save" />
      <DeleteButton mutationMode="pessimistic" translateOptions={{ recordRepresentation: record?.title_it }} />
    </Toolbar>
  );
}

/** `/events/{id}/sessions/{sessionId}`. */
export function SessionEdit() {
  return (
    <Edit resource="sessions" mutationMode="pessimistic" redirect="list" title={<SessionTitle />} actions={<Actions />}>
      <SessionForm toolbar={<EditToolbar />} />
    </Edit>
  );
}

/** `/events/{id}/sessions/create`; the grid's free slot sends its room and times as the location's record. */
export function SessionCreate() {
  return (
    <Create resource="sessions" redirect="list" actions={<Actions />}>
      <SessionForm
        toolbar={
          <Toolbar>
            <SaveButton data-testid="session-save" />
          </Toolbar>
        }
      />
    </Create>
  );
}

import { eventCategorySchema, type EventCategoryDto } from '@eventdesk/shared';
import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  CreateBase,
  DataTable,
  DeleteButton,
  EditBase,
  List,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useTranslate,
  WithRecord,
  type Identifier,
} from 'react-admin';
import { useSchemaRules } from '../forms/schema-rules';

const RESOURCE = 'event-categories';

/** `{}` creates a category, `{ id }` edits one. */
type DialogState = { id?: Identifier } | null;

function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button label="ra.action.cancel" onClick={onCancel} />
      <SaveButton />
    </Toolbar>
  );
}

/** Create or rename a category in a dialog; pessimistic so that 422 (name taken) shows on the field. */
function CategoryDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const name = translate(`resources.${RESOURCE}.name`, { smart_count: 1 });
  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
      onClose();
    },
  });
  const rules = useSchemaRules(eventCategorySchema);
  const form = (
    <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />}>
      <TextInput source="name" {...rules('name')} autoFocus fullWidth />
    </SimpleForm>
  );
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="event-category-dialog">
      {state?.id != null ? (
        <>
          <EditBase
            resource={RESOURCE}
            id={state.id}
            mutationMode="pessimistic"
            redirect={false}
            mutationOptions={done('ra.notification.updated')}
          >
            <WithRecord<EventCategoryDto>
              render={(record) => <DialogTitle>{translate('ra.page.edit', { name, recordRepresentation: record.name })}</DialogTitle>}
            />
            {form}
          </EditBase>
        </>
      ) : state ? (
        <>
          <DialogTitle>{translate('ra.page.create', { name })}</DialogTitle>
          <CreateBase resource={RESOURCE} redirect={false} mutationOptions={done('ra.notification.created')}>
            {form}
          </CreateBase>
        </>
      ) : null}
    </Dialog>
  );
}

/** `/event-categories` (superadmin): a short list edited in place through a dialog. */
export default function EventCategoryList() {
  const [dialog, setDialog] = useState<DialogState>(null);
  return (
    <>
      <List
        resource={RESOURCE}
        filters={[<SearchInput source="q" alwaysOn key="q" />]}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            <Button label="ra.action.create" onClick={() => setDialog({})} data-testid="event-category-create">
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => {
            setDialog({ id });
            return false;
          }}
        >
          <DataTable.Col source="name" />
          <DataTable.Col align="right">
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </DataTable.Col>
        </DataTable>
      </List>
      <CategoryDialog state={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

import { productCategorySchema, type ProductCategoryDto } from '@eventdesk/shared';
import AddIcon from '@mui/icons-material/Add';
import { Box, Dialog, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  CreateBase,
  DataTable,
  DeleteButton,
  EditBase,
  List,
  NumberInput,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  WithRecord,
  type Identifier,
} from 'react-admin';
import { useSchemaRules } from '../forms/schema-rules';
import { WIDE_TABLE_SCROLLS } from '../products/money';
import { useCurrentEvent } from '../routing/EventContext';

const RESOURCE = 'product-categories';

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

/** Create or edit a category in a dialog; pessimistic so that 422s land on the fields. */
function CategoryDialog({ state, onClose }: { state: DialogState; onClose: () => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  const rules = useSchemaRules(productCategorySchema);
  const name = translate(`resources.${RESOURCE}.name`, { smart_count: 1 });
  const done = (message: string) => ({
    onSuccess: () => {
      notify(message, { type: 'info', messageArgs: { smart_count: 1 } });
      onClose();
    },
  });
  const form = (
    <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />} defaultValues={{ position: 0 }}>
      <TextInput source="name_it" {...rules('name_it')} autoFocus fullWidth />
      <TextInput source="name_en" {...rules('name_en')} helperText={`resources.${RESOURCE}.helpers.name_en`} fullWidth />
      <NumberInput source="position" {...rules('position')} step={1} helperText={`resources.${RESOURCE}.helpers.position`} fullWidth />
    </SimpleForm>
  );
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="product-category-dialog">
      {state?.id != null ? (
        <EditBase
          resource={RESOURCE}
          id={state.id}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={done('ra.notification.updated')}
        >
          <WithRecord<ProductCategoryDto>
            render={(record) => <DialogTitle>{translate('ra.page.edit', { name, recordRepresentation: record.name_it })}</DialogTitle>}
          />
          {form}
        </EditBase>
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

function DeleteCategoryButton() {
  const record = useRecordContext<ProductCategoryDto>();
  return <DeleteButton mutationMode="pessimistic" redirect={false} translateOptions={{ recordRepresentation: record?.name_it }} />;
}

/**
 * `/events/{id}/productcategories` (ADMIN): the event's product categories, ordered by position, edited
 * in place through a dialog. Deleting one leaves its products without a category (the API does that).
 */
export default function ProductCategoryList() {
  const [dialog, setDialog] = useState<DialogState>(null);
  const eventId = useCurrentEvent()?.event.id;
  return (
    <Box data-testid="product-category-list">
      <List
        resource={RESOURCE}
        storeKey={`${RESOURCE}.${eventId}`}
        queryOptions={{ meta: { eventId } }}
        filters={[<SearchInput source="q" alwaysOn key="q" />]}
        sort={{ field: 'position', order: 'ASC' }}
        exporter={false}
        empty={false}
        sx={WIDE_TABLE_SCROLLS}
        actions={
          <TopToolbar>
            <Button label="ra.action.create" onClick={() => setDialog({})} data-testid="product-category-create">
              <AddIcon />
            </Button>
          </TopToolbar>
        }
      >
        <DataTable<ProductCategoryDto>
          bulkActionButtons={false}
          rowClick={(id) => {
            setDialog({ id });
            return false;
          }}
        >
          <DataTable.NumberCol source="position" />
          <DataTable.Col source="name_it" />
          <DataTable.Col source="name_en" />
          <DataTable.Col align="right">
            <DeleteCategoryButton />
          </DataTable.Col>
        </DataTable>
      </List>
      <CategoryDialog state={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}

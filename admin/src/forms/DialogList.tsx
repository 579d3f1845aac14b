import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, DataTable, SearchInput, type RaRecord } from 'react-admin';
import { EventResourceList } from './EventResourceList';
import { RecordDialog, type RecordDialogState } from './RecordDialog';

/**
 * A short list of small records (categories, tags, saved filters) edited in place: a search, a
 * "create" button (unless `canCreate` is false), a row click opens the record in a dialog holding
 * `inputs`. Inside an event it reads that event's records and keeps its own list state per event.
 */
export function DialogList<R extends RaRecord>({
  resource,
  testId,
  sort,
  columns,
  inputs,
  title,
  defaultValues,
  canCreate = true,
  empty,
  dialogWidth,
}: {
  resource: string;
  /** `{testId}-list`, `{testId}-create`, `{testId}-dialog`. */
  testId: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  columns: ReactNode;
  inputs: ReactNode;
  title: (record: R) => string;
  defaultValues?: Record<string, unknown>;
  canCreate?: boolean;
  /** The i18n key of what the empty list says to do first; the create button beside it (if `canCreate`). */
  empty?: string;
  /** The dialog's width: `sm` for a form with pairs of inputs side by side. */
  dialogWidth?: 'xs' | 'sm';
}) {
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const createButton = (id: string) => (
    <Button label="ra.action.create" onClick={() => setDialog({})} data-testid={id}>
      <AddIcon />
    </Button>
  );
  return (
    <Box data-testid={`${testId}-list`}>
      <EventResourceList
        resource={resource}
        filters={[<SearchInput source="q" alwaysOn key="q" />]}
        sort={sort}
        toolbar={canCreate && createButton(`${testId}-create`)}
        emptyHint={empty ? { message: empty, actions: canCreate && createButton(`${testId}-empty-create`) } : undefined}
      >
        <DataTable<R>
          bulkActionButtons={false}
          rowClick={(id) => {
            setDialog({ id });
            return false;
          }}
        >
          {columns}
        </DataTable>
      </EventResourceList>
      <RecordDialog<R>
        resource={resource}
        state={dialog}
        onClose={() => setDialog(null)}
        title={title}
        defaultValues={defaultValues}
        testId={`${testId}-dialog`}
        width={dialogWidth}
      >
        {inputs}
      </RecordDialog>
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, type RaRecord } from 'react-admin';
import { WIDE_TABLE_SCROLLS } from '../layout/wide-table';
import { useCurrentEvent } from '../routing/EventContext';
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
}) {
  const [dialog, setDialog] = useState<RecordDialogState>(null);
  const eventId = useCurrentEvent()?.event.id;
  return (
    <Box data-testid={`${testId}-list`}>
      <List
        resource={resource}
        storeKey={eventId === undefined ? resource : `${resource}.${eventId}`}
        queryOptions={eventId === undefined ? undefined : { meta: { eventId } }}
        filters={[<SearchInput source="q" alwaysOn key="q" />]}
        sort={sort}
        exporter={false}
        empty={false}
        sx={WIDE_TABLE_SCROLLS}
        actions={
          canCreate ? (
            <TopToolbar>
              <Button label="ra.action.create" onClick={() => setDialog({})} data-testid={`${testId}-create`}>
                <AddIcon />
              </Button>
            </TopToolbar>
          ) : (
            false
          )
        }
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
      </List>
      <RecordDialog<R>
        resource={resource}
        state={dialog}
        onClose={() => setDialog(null)}
        title={title}
        defaultValues={defaultValues}
        testId={`${testId}-dialog`}
      >
        {inputs}
      </RecordDialog>
    </Box>
  );
}

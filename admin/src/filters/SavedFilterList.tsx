import { savedFilterSchema, type SavedFilterDto } from '@eventdesk/shared';
import OpenInNewIcon from '@mui/icons-material/FilterAlt';
import { Box } from '@mui/material';
import { BooleanField, BooleanInput, Button, DataTable, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useSchemaRules } from '../forms/schema-rules';
import { useCurrentEvent } from '../routing/EventContext';

/** The filter opened as the attendee list it was saved from (react-admin reads `filter` from the address). */
function OpenButton() {
  const record = useRecordContext<SavedFilterDto>();
  const eventId = useCurrentEvent()?.event.id;
  if (!record) return null;
  const to = `/events/${eventId}/${record.resource}?filter=${encodeURIComponent(JSON.stringify(record.filter))}&page=1`;
  return (
    <Button component={Link} to={to} label="resources.filters.open" onClick={(e) => e.stopPropagation()} data-testid="filter-open">
      <OpenInNewIcon />
    </Button>
  );
}

/** "Mine" or "Another user's" (the API says whether the caller saved it). */
function Owner() {
  const record = useRecordContext<SavedFilterDto>();
  const translate = useTranslate();
  return record ? <>{translate(record.owned ? 'resources.filters.mine' : 'resources.filters.others')}</> : null;
}

/** The conditions of the filter, as keys and values ("q: rossi · pending: true"). */
function Conditions() {
  const record = useRecordContext<SavedFilterDto>();
  if (!record) return null;
  const text = Object.entries(record.filter)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={text}
    >
      {text}
    </Box>
  );
}

/**
 * `/events/{id}/filters` (ADMIN): every saved filter the caller can see (its own and the shared ones):
 * open one as the attendee list, rename or share it, delete it. Filters are saved from the attendee list.
 */
export default function SavedFilterList() {
  const rules = useSchemaRules(savedFilterSchema);
  return (
    <DialogList<SavedFilterDto>
      resource="filters"
      testId="saved-filter"
      sort={{ field: 'name', order: 'ASC' }}
      title={(record) => record.name}
      canCreate={false}
      columns={[
        <DataTable.Col key="name" source="name" />,
        <DataTable.Col key="filter" source="filter" disableSort>
          <Conditions />
        </DataTable.Col>,
        <DataTable.Col key="shared" source="shared" field={BooleanField} disableSort />,
        <DataTable.Col key="owned" source="owned" disableSort>
          <Owner />
        </DataTable.Col>,
        <DataTable.Col key="actions" align="right">
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <OpenButton />
            <RowDeleteButton<SavedFilterDto> name={(r) => r.name} />
          </Box>
        </DataTable.Col>,
      ]}
      inputs={[
        <TextInput key="name" source="name" {...rules('name')} autoFocus fullWidth />,
        <BooleanInput key="shared" source="shared" label="resources.filters.shared_label" />,
      ]}
    />
  );
}

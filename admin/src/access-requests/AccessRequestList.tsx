import {
  ACCESS_REQUEST_OPERATIONS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestDto,
  type AccessRequestsDecidedDto,
} from '@eventdesk/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Button as MuiButton,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  Button,
  DataTable,
  DateField,
  FilterButton,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextField,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { GateNow } from './GateNow';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { EventResourceList } from '../forms/EventResourceList';

const STATUS_COLOR = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' } as const;

const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: `${prefix}.${id}` }));

const filters = [
  <SelectInput
    source="status"
    choices={choices(ACCESS_REQUEST_STATUSES, 'resources.access-control-requests.statuses')}
    alwaysOn
    key="status"
  />,
  <ReferenceInput source="event_company_id" reference="companies" key="company" alwaysOn>
    <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput source="zone_id" reference="zones" key="zone" sort={{ field: 'name_it', order: 'ASC' }}>
    <SelectInput optionText="name_it" />
  </ReferenceInput>,
  <SelectInput
    source="operation"
    choices={choices(ACCESS_REQUEST_OPERATIONS, 'resources.access-control-requests.operations')}
    key="operation"
  />,
  <SelectInput
    source="holder_type"
    choices={[
      { id: 'ATTENDEE', name: 'resources.attendees.name' },
      { id: 'VEHICLE', name: 'resources.vehicles.name' },
    ]}
    key="holder_type"
  />,
];

function Status() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box>
      <Chip
        size="small"
        color={STATUS_COLOR[record.status]}
        label={translate(`resources.access-control-requests.statuses.${record.status}`)}
      />
      {record.reason && (
        <Typography variant="caption" display="block" color="text.secondary">
          {record.reason}
        </Typography>
      )}
    </Box>
  );
}

function Holder() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  if (!record) return null;
  const gone = record.attendee_id === null && record.vehicle_id === null;
  return (
    <Box>
      <Typography variant="body2">{record.holder_label}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.${record.holder_type === 'VEHICLE' ? 'vehicles' : 'attendees'}.name`, { smart_count: 1 })}
        {gone ? ` · ${translate('resources.access-control-requests.holder_gone')}` : ''}
      </Typography>
    </Box>
  );
}

function Operation() {
  const record = useRecordContext<AccessRequestDto>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const window = [record.valid_from, record.valid_to]
    .map((d) => (d ? new Date(d).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'short', timeStyle: 'short' }) : '…'))
    .join(' – ');
  return (
    <Box>
      <Chip
        size="small"
        variant="outlined"
        color={record.operation === 'ADD' ? 'success' : 'warning'}
        label={translate(`resources.access-control-requests.operations.${record.operation}`)}
      />
      {(record.valid_from || record.valid_to) && (
        <Typography variant="caption" display="block">
          {window}
        </Typography>
      )}
    </Box>
  );
}

/** Approve or reject the given requests in one call; a rejection asks for its reason first. */
function useDecide(onDone: () => void) {
  const eventId = useCurrentEvent()!.event.id;
  const notify = useNotify();
  const refresh = useRefresh();
  return async (ids: number[], status: 'APPROVED' | 'REJECTED', reason?: string) => {
    try {
      const { json } = await apiFetch<AccessRequestsDecidedDto>(`/api/events/${eventId}/access-control-requests/decide`, {
        method: 'POST',
        body: JSON.stringify({ ids, status, reason: reason ?? null }),
      });
      notify('resources.access-control-requests.decided', {
        type: json.already_decided.length || json.holder_gone.length ? 'warning' : 'info',
        messageArgs: { smart_count: json.decided.length, already: json.already_decided.length, gone: json.holder_gone.length },
      });
      onDone();
      refresh();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
}

function ReasonDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('resources.access-control-requests.reject')}</DialogTitle>
      <DialogContent>
        <MuiTextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={translate('resources.access-control-requests.fields.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'request-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton
          color="error"
          disabled={!reason.trim()}
          onClick={() => {
            onConfirm(reason.trim());
            setReason('');
          }}
          data-testid="request-reject-confirm"
        >
          {translate('resources.access-control-requests.reject')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Approve and reject buttons for some requests (a rejection asks for its reason first). */
function DecideButtons({ ids, onDone, testId }: { ids: number[]; onDone: () => void; testId: string }) {
  const decide = useDecide(onDone);
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button
        label="resources.access-control-requests.approve"
        onClick={() => void decide(ids, 'APPROVED')}
        data-testid={`${testId}-approve`}
      >
        <CheckIcon />
      </Button>
      <Button label="resources.access-control-requests.reject" onClick={() => setRejecting(true)} data-testid={`${testId}-reject`}>
        <CloseIcon />
      </Button>
      <ReasonDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide(ids, 'REJECTED', reason);
        }}
      />
    </>
  );
}

/** The selected requests approved or rejected together. */
function BulkDecisions() {
  const { selectedIds } = useListContext<AccessRequestDto>();
  const unselectAll = useUnselectAll('access-control-requests');
  return <DecideButtons ids={selectedIds.map(Number)} onDone={() => unselectAll()} testId="requests" />;
}

/** A pending request's own approve and reject buttons. */
function RowDecisions() {
  const record = useRecordContext<AccessRequestDto>();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <DecideButtons ids={[record.id]} onDone={() => undefined} testId="request" />
    </Box>
  );
}

/**
 * `/events/{id}/accesscontrolrequests` (ADMIN): the review queue — pending requests first, filtered by
 * status, company, zone; approve or reject one or a selection (a rejection with its reason). Approving
 * grants the zone at once; the requester is e-mailed the decision.
 */
export default function AccessRequestList() {
  return (
    <EventResourceList
      resource="access-control-requests"
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'id', order: 'DESC' }}
      toolbar={<FilterButton />}
    >
      <DataTable<AccessRequestDto>
        rowClick={false}
        bulkActionButtons={<BulkDecisions />}
        isRowSelectable={(r) => r.status === 'PENDING'}
        data-testid="request-list"
      >
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="holder_label">
          <Holder />
        </DataTable.Col>
        <DataTable.Col source="event_company_id" disableSort>
          <ReferenceField source="event_company_id" reference="companies" link={false} emptyText="—">
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="zone_id">
          <ReferenceField source="zone_id" reference="zones" link={false}>
            <TextField source="code" />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="operation" disableSort>
          <Operation />
        </DataTable.Col>
        <DataTable.Col source="gate_now" disableSort>
          <GateNow />
        </DataTable.Col>
        <DataTable.Col source="note" disableSort />
        <DataTable.Col source="requested_by_name" disableSort />
        <DataTable.Col source="status">
          <Status />
        </DataTable.Col>
        <DataTable.Col align="right">
          <RowDecisions />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}

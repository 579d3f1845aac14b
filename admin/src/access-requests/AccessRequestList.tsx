import {
  ACCESS_REQUEST_OPERATIONS,
  ACCESS_REQUEST_STATUSES,
  type AccessRequestDto,
  type AccessRequestsDecidedDto,
} from '@eventdesk/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
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
import { HolderNow, papersOff, redundant } from './HolderNow';
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
      <Typography variant="caption" color="text.secondary" display="block">
        {translate(`resources.${record.holder_type === 'VEHICLE' ? 'vehicles' : 'attendees'}.name`, { smart_count: 1 })}
        {gone ? ` · ${translate('resources.access-control-requests.holder_gone')}` : ''}
      </Typography>
      {record.event_company_id !== null && (
        <ReferenceField source="event_company_id" reference="companies" link={false}>
          <TextField source="name" variant="caption" color="text.secondary" />
        </ReferenceField>
      )}
    </Box>
  );
}

/** Who asked, when, and the note for the reviewer. */
function Asked() {
  const record = useRecordContext<AccessRequestDto>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Box sx={{ maxWidth: 220 }}>
      <Typography variant="body2">{record.requested_by_name ?? '—'}</Typography>
      <Typography variant="caption" color="text.secondary" display="block">
        {new Date(record.created_at).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT', { dateStyle: 'short', timeStyle: 'short' })}
      </Typography>
      {record.note && (
        <Typography variant="caption" display="block" sx={{ overflowWrap: 'anywhere' }}>
          {record.note}
        </Typography>
      )}
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
      <ReferenceField source="zone_id" reference="zones" link={false}>
        <TextField source="code" sx={{ fontWeight: 500, mr: 0.5 }} />
      </ReferenceField>
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

/** What a reviewer should know before deciding several requests at once: how many, and which look odd. */
function Consequences({ records }: { records: AccessRequestDto[] }) {
  const translate = useTranslate();
  const same = records.filter(redundant).length;
  const papers = records.filter(papersOff).length;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="request-consequences">
      {same > 0 && <Alert severity="warning">{translate('resources.access-control-requests.confirm_redundant', { smart_count: same })}</Alert>}
      {papers > 0 && <Alert severity="warning">{translate('resources.access-control-requests.confirm_papers', { smart_count: papers })}</Alert>}
      <Typography variant="body2">{translate('resources.access-control-requests.confirm_mail')}</Typography>
    </Box>
  );
}

/** Approving several requests asks first (issue 29 item 3): they grant zones and mail the requesters. */
function ApproveDialog({ records, open, onClose, onConfirm }: DialogProps & { onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="request-approve-dialog">
      <DialogTitle>{translate('resources.access-control-requests.confirm_approve', { smart_count: records.length })}</DialogTitle>
      <DialogContent>
        <Consequences records={records} />
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton color="success" variant="contained" onClick={onConfirm} data-testid="request-approve-confirm">
          {translate('resources.access-control-requests.approve')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

interface DialogProps {
  /** The requests decided (one, or a selection). */
  records: AccessRequestDto[];
  open: boolean;
  onClose: () => void;
}

function ReasonDialog({ records, open, onClose, onConfirm }: DialogProps & { onConfirm: (reason: string) => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="request-reject-dialog">
      <DialogTitle>
        {records.length > 1
          ? translate('resources.access-control-requests.confirm_reject', { smart_count: records.length })
          : translate('resources.access-control-requests.reject')}
      </DialogTitle>
      <DialogContent>
        {records.length > 1 && <Consequences records={records} />}
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

/**
 * Approve and reject buttons for some requests: a rejection asks for its reason first, and a decision on
 * several asks for confirmation, saying how many and which ask for what the holder has or lack papers.
 */
function DecideButtons({ records, onDone, testId }: { records: AccessRequestDto[]; onDone: () => void; testId: string }) {
  const decide = useDecide(onDone);
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const ids = records.map((r) => r.id);
  return (
    <>
      <Button
        label="resources.access-control-requests.approve"
        onClick={() => (records.length > 1 ? setApproving(true) : void decide(ids, 'APPROVED'))}
        data-testid={`${testId}-approve`}
        sx={{ minWidth: 0 }}
      >
        <CheckIcon />
      </Button>
      <Button
        label="resources.access-control-requests.reject"
        onClick={() => setRejecting(true)}
        data-testid={`${testId}-reject`}
        sx={{ minWidth: 0 }}
      >
        <CloseIcon />
      </Button>
      <ApproveDialog
        records={records}
        open={approving}
        onClose={() => setApproving(false)}
        onConfirm={() => {
          setApproving(false);
          void decide(ids, 'APPROVED');
        }}
      />
      <ReasonDialog
        records={records}
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
  const { selectedIds, data = [] } = useListContext<AccessRequestDto>();
  const unselectAll = useUnselectAll('access-control-requests');
  const shown = new Map(data.map((r) => [r.id, r]));
  // A selection kept from another page counts, with what is known of it.
  const records = selectedIds.map((id) => shown.get(Number(id)) ?? ({ id: Number(id), holder_now: null } as AccessRequestDto));
  return <DecideButtons records={records} onDone={() => unselectAll()} testId="requests" />;
}

/** A pending request's own approve and reject buttons. */
function RowDecisions() {
  const record = useRecordContext<AccessRequestDto>();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }} onClick={(e) => e.stopPropagation()}>
      <DecideButtons records={[record]} onDone={() => undefined} testId="request" />
    </Box>
  );
}

/**
 * `/events/{id}/accesscontrolrequests` (ADMIN): the review queue — pending requests first, filtered by
 * status, company, zone; each row shows its holder now (papers, zones it enters, the gate's answer);
 * approve or reject one or a selection (a rejection with its reason, a selection after confirming).
 * Approving grants the zone at once; the requester is e-mailed the decision. Six columns fit 1024 px.
 */
export default function AccessRequestList() {
  return (
    <EventResourceList
      resource="access-control-requests"
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      emptyHint={{ message: 'resources.access-control-requests.empty' }}
      sort={{ field: 'id', order: 'DESC' }}
      toolbar={<FilterButton />}
    >
      <DataTable<AccessRequestDto>
        rowClick={false}
        bulkActionButtons={<BulkDecisions />}
        isRowSelectable={(r) => r.status === 'PENDING'}
        data-testid="request-list"
      >
        <DataTable.Col source="holder_label">
          <Holder />
        </DataTable.Col>
        <DataTable.Col source="zone_id" label="resources.access-control-requests.fields.operation">
          <Operation />
        </DataTable.Col>
        <DataTable.Col source="holder_now" disableSort>
          <HolderNow />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.access-control-requests.fields.requested_by_name">
          <Asked />
        </DataTable.Col>
        <DataTable.Col source="status">
          <Status />
        </DataTable.Col>
        <DataTable.Col>
          <RowDecisions />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}

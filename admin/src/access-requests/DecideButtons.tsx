import type { AccessRequestDto } from '@eventdesk/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box } from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useRecordContext, useUnselectAll } from 'react-admin';
import { ApproveDialog, RejectRequestsDialog } from './DecisionDialogs';
import { selectedRecords } from './requests';
import { useDecide } from './useDecide';

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
      <RejectRequestsDialog
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
export function BulkDecisions() {
  const { selectedIds, data = [] } = useListContext<AccessRequestDto>();
  const unselectAll = useUnselectAll('access-control-requests');
  // A selection kept from another page counts, with what is known of it.
  return <DecideButtons records={selectedRecords(selectedIds, data)} onDone={() => unselectAll()} testId="requests" />;
}

/** A pending request's own approve and reject buttons. */
export function RowDecisions() {
  const record = useRecordContext<AccessRequestDto>();
  if (!record || record.status !== 'PENDING') return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }} onClick={(e) => e.stopPropagation()}>
      <DecideButtons records={[record]} onDone={() => undefined} testId="request" />
    </Box>
  );
}

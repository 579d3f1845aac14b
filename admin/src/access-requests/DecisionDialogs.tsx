import type { AccessRequestDto } from '@eventdesk/shared';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReasonDialog } from '../forms/ReasonDialog';
import { consequences } from './requests';

interface DialogProps {
  /** The requests decided (one, or a selection). */
  records: AccessRequestDto[];
  open: boolean;
  onClose: () => void;
}

/** What a reviewer should know before deciding several requests at once: how many, and which look odd. */
function Consequences({ records }: { records: AccessRequestDto[] }) {
  const translate = useTranslate();
  const { redundant: same, papers } = consequences(records);
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="request-consequences">
      {same > 0 && (
        <Alert severity="warning">{translate('resources.access-control-requests.confirm_redundant', { smart_count: same })}</Alert>
      )}
      {papers > 0 && (
        <Alert severity="warning">{translate('resources.access-control-requests.confirm_papers', { smart_count: papers })}</Alert>
      )}
      <Typography variant="body2">{translate('resources.access-control-requests.confirm_mail')}</Typography>
    </Box>
  );
}

/** Approving several requests asks first (issue 29 item 3): they grant zones and mail the requesters. */
export function ApproveDialog({ records, open, onClose, onConfirm }: DialogProps & { onConfirm: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="request-approve-dialog">
      <DialogTitle>{translate('resources.access-control-requests.confirm_approve', { smart_count: records.length })}</DialogTitle>
      <DialogContent>
        <Consequences records={records} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="success" variant="contained" onClick={onConfirm} data-testid="request-approve-confirm">
          {translate('resources.access-control-requests.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A rejection's reason (and, for several, what the reviewer should know first). */
export function RejectRequestsDialog({ records, open, onClose, onConfirm }: DialogProps & { onConfirm: (reason: string) => void }) {
  const translate = useTranslate();
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title={
        records.length > 1
          ? translate('resources.access-control-requests.confirm_reject', { smart_count: records.length })
          : translate('resources.access-control-requests.reject')
      }
      confirmLabel={translate('resources.access-control-requests.reject')}
      reasonLabel={translate('resources.access-control-requests.fields.reason')}
      testId="request"
      maxLength={1000}
    >
      {records.length > 1 && <Consequences records={records} />}
    </ReasonDialog>
  );
}

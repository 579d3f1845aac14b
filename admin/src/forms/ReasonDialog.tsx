import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A rejection's reason, asked before the rejection is sent (a document, one or several access requests).
 * The reason is required; `children` stand above the field (what the reviewer should know first).
 * Test ids: `${testId}-reject-dialog`, `${testId}-reason`, `${testId}-reject-confirm`.
 */
export function ReasonDialog({
  open,
  onClose,
  onConfirm,
  title,
  confirmLabel,
  reasonLabel,
  testId,
  maxLength,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Receives the trimmed reason; the field empties when it is done. */
  onConfirm: (reason: string) => void | Promise<void>;
  title: string;
  confirmLabel: string;
  reasonLabel: string;
  testId: string;
  maxLength?: number;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={`${testId}-reject-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          sx={{ mt: 1 }}
          label={reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength, 'data-testid': `${testId}-reason` } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          color="error"
          disabled={!reason.trim()}
          onClick={() => void Promise.resolve(onConfirm(reason.trim())).then(() => setReason(''))}
          data-testid={`${testId}-reject-confirm`}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

/** "Admit anyway": the supervisor's reason (required), logged with the scan sent again (issue 29 item 6). */
export function OverrideDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (note: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim() || sending) return;
    setSending(true);
    try {
      await onConfirm(note.trim());
      setNote('');
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{translate('quickmode.override_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            label={translate('quickmode.override_note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            helperText={translate('quickmode.override_help')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'gate-override-note' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!note.trim() || sending} data-testid="gate-override-confirm">
            {translate('quickmode.override')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

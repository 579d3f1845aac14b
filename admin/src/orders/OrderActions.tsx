import { ORDER_NOTE_MAX, PRODUCT_TEXT_MAX, type OrderDetailDto } from '@eventdesk/shared';
import BlockIcon from '@mui/icons-material/Block';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PaidIcon from '@mui/icons-material/Paid';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Tooltip,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button, HttpError, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

const NOTE_MAX = ORDER_NOTE_MAX;
// The shared schemas cap a refund note at the product text length.
const REFUND_NOTE_MAX = PRODUCT_TEXT_MAX;

type ActionResult = { ok: true } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Runs an order action (`POST …/mark-paid`, `POST …/cancel`, `PUT …/refund-note`). The API's
 * refusals (409: already paid, online payment open, refund note required…) come back in the user's
 * language and are shown as error notifications; 422 field errors are returned for the dialog.
 */
function useOrderAction() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (order: OrderDetailDto, path: string, method: 'POST' | 'PUT', body: object, success: string): Promise<ActionResult> => {
    try {
      await apiFetch(`/api/events/${order.event_id}/orders/${order.id}/${path}`, { method, body: JSON.stringify(body) });
      notify(success, { type: 'success', messageArgs: { number: order.number } });
      // The order, the lists it is in, and the products whose stock a cancellation gave back.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
      return { ok: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const fieldErrors = error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {};
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
      return { ok: false, fieldErrors };
    }
  };
}

/** A confirmation dialog for an order action, with optional text fields. */
function ActionDialog({
  open,
  title,
  content,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  content?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" data-testid={`${testId}-dialog`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {content && <DialogContentText sx={{ mb: 2 }}>{content}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} disabled={pending} data-testid={`${testId}-dismiss`}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton onClick={onConfirm} disabled={pending} variant="contained" data-testid={`${testId}-confirm`}>
          {translate(confirmLabel)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function NoteField({
  name,
  label,
  value,
  onChange,
  error,
  max,
  required = false,
  helperText,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  max: number;
  required?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      name={name}
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? (helperText ? translate(helperText) : undefined)}
      required={required}
      multiline
      minRows={2}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput: { maxLength: max, 'data-testid': `${name}-input` } }}
    />
  );
}

/** Mark paid: bank transfer and on-site orders not yet paid; card payments are confirmed by Stripe only. */
export function MarkPaidButton() {
  const order = useRecordContext<OrderDetailDto>();
  const translate = useTranslate();
  const run = useOrderAction();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  if (!order || order.status === 'CANCELLED' || order.payment_status === 'PAID') return null;
  const online = order.payment_method === 'STRIPE' || order.status === 'DRAFT';
  const confirm = async () => {
    setPending(true);
    const result = await run(order, 'mark-paid', 'POST', { note: note.trim() || null }, 'resources.orders.notifications.marked_paid');
    setPending(false);
    if (result.ok) {
      setOpen(false);
      setNote('');
    }
  };
  return (
    <>
      {/* A disabled button gets no hover: the explanation sits on a wrapper. */}
      <Tooltip title={online ? translate('resources.orders.help.online_payment') : ''}>
        <span>
          <Button
            label="resources.orders.actions.mark_paid"
            onClick={() => setOpen(true)}
            disabled={online}
            variant="contained"
            data-testid="mark-paid"
          >
            <PaidIcon />
          </Button>
        </span>
      </Tooltip>
      <ActionDialog
        open={open}
        title={translate('resources.orders.dialogs.mark_paid_title', { number: order.number })}
        content={translate('resources.orders.dialogs.mark_paid_content')}
        confirmLabel="resources.orders.actions.mark_paid"
        pending={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        testId="mark-paid"
      >
        <NoteField
          name="note"
          label="resources.orders.fields.note"
          value={note}
          onChange={setNote}
          max={NOTE_MAX}
          helperText="resources.orders.help.note"
        />
      </ActionDialog>
    </>
  );
}

/** Cancel: gives the stock back; a paid order needs a refund note (prefilled with the one already written). */
export function CancelOrderButton() {
  const order = useRecordContext<OrderDetailDto>();
  const translate = useTranslate();
  const run = useOrderAction();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [refundNote, setRefundNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  if (!order || order.status === 'CANCELLED') return null;
  const paid = order.payment_status === 'PAID';
  const start = () => {
    setNote('');
    setRefundNote(order.refund_note ?? '');
    setErrors({});
    setOpen(true);
  };
  const confirm = async () => {
    if (paid && !refundNote.trim()) {
      setErrors({ refund_note: translate('resources.orders.help.refund_note_required') });
      return;
    }
    setPending(true);
    const body = { note: note.trim() || null, refund_note: paid ? refundNote.trim() : null };
    const result = await run(order, 'cancel', 'POST', body, 'resources.orders.notifications.cancelled');
    setPending(false);
    if (result.ok) setOpen(false);
    else setErrors(result.fieldErrors);
  };
  return (
    <>
      <Button label="resources.orders.actions.cancel" onClick={start} color="error" data-testid="cancel-order">
        <BlockIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('resources.orders.dialogs.cancel_title', { number: order.number })}
        content={translate(paid ? 'resources.orders.dialogs.cancel_paid_content' : 'resources.orders.dialogs.cancel_content')}
        confirmLabel="resources.orders.actions.cancel"
        pending={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        testId="cancel-order"
      >
        {paid && (
          <NoteField
            name="refund_note"
            label="resources.orders.fields.refund_note"
            value={refundNote}
            onChange={setRefundNote}
            error={errors.refund_note}
            max={REFUND_NOTE_MAX}
            required
            helperText="resources.orders.help.refund_note"
          />
        )}
        <NoteField
          name="note"
          label="resources.orders.fields.note"
          value={note}
          onChange={setNote}
          error={errors.note}
          max={NOTE_MAX}
          helperText="resources.orders.help.note"
        />
      </ActionDialog>
    </>
  );
}

/** What was refunded and how: paid orders only (cancelled or not); each change goes in the history. */
export function RefundNoteButton() {
  const order = useRecordContext<OrderDetailDto>();
  const translate = useTranslate();
  const run = useOrderAction();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  if (!order || order.payment_status !== 'PAID') return null;
  const start = () => {
    setValue(order.refund_note ?? '');
    setError(undefined);
    setOpen(true);
  };
  const confirm = async () => {
    if (!value.trim()) {
      setError(translate('ra.validation.required'));
      return;
    }
    setPending(true);
    const result = await run(
      order,
      'refund-note',
      'PUT',
      { refund_note: value.trim() },
      'resources.orders.notifications.refund_note_saved',
    );
    setPending(false);
    if (result.ok) setOpen(false);
    else setError(result.fieldErrors.refund_note);
  };
  return (
    <>
      <Button label="resources.orders.actions.refund_note" onClick={start} data-testid="edit-refund-note">
        <EditNoteIcon />
      </Button>
      <ActionDialog
        open={open}
        title={translate('resources.orders.dialogs.refund_note_title', { number: order.number })}
        content={translate('resources.orders.help.refund_note')}
        confirmLabel="ra.action.save"
        pending={pending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        testId="refund-note"
      >
        <NoteField
          name="refund_note"
          label="resources.orders.fields.refund_note"
          value={value}
          onChange={setValue}
          error={error}
          max={REFUND_NOTE_MAX}
          required
        />
      </ActionDialog>
    </>
  );
}

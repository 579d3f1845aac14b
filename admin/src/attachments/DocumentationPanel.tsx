import {
  ATTACHMENT_CONTENT_TYPES,
  type AttachmentDefinitionDto,
  type AttachmentDto,
  type AttachmentStatus,
  type AttachmentTarget,
  type DocumentationStatus,
} from '@eventdesk/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { HttpError, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import type { EventCan } from '../routing/useEventAbility';

/** Whose documents: an attendee, a vehicle or a company (the API's holder fields), with what decides which documents apply. */
export type DocumentHolder =
  | { kind: 'ATTENDEE'; id: number; categoryId: number | null }
  | { kind: 'VEHICLE'; id: number; vehicleType: string }
  | { kind: 'COMPANY'; id: number };

const HOLDER_FIELD: Record<AttachmentTarget, string> = { ATTENDEE: 'attendee_id', VEHICLE: 'vehicle_id', COMPANY: 'event_company_id' };

export const STATUS_COLOR: Record<AttachmentStatus | DocumentationStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  VALID: 'success',
  COMPLETE: 'success',
  TO_VALIDATE: 'info',
  MISSING: 'warning',
  REJECTED: 'error',
  EXPIRED: 'error',
};

/** The documentation status as a coloured chip (lists, portal). */
export function DocumentationChip({ status }: { status: DocumentationStatus | AttachmentStatus | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(`resources.attachments.status.${status}`)} />;
}

function applies(definition: AttachmentDefinitionDto, holder: DocumentHolder): boolean {
  if (definition.target !== holder.kind || !definition.active) return false;
  if (holder.kind === 'ATTENDEE')
    return definition.attendee_category_ids.length === 0 || definition.attendee_category_ids.includes(holder.categoryId ?? -1);
  if (holder.kind === 'VEHICLE')
    return definition.vehicle_types.length === 0 || (definition.vehicle_types as string[]).includes(holder.vehicleType);
  return true;
}

const errorText = (e: unknown) => {
  const body = e instanceof HttpError ? (e.body as { errors?: Record<string, string> } | undefined) : undefined;
  return body?.errors ? Object.values(body.errors).join(' ') : (e as Error).message || 'ra.notification.http_error';
};

/**
 * The "documentation" tab of an attendee, a vehicle or a company (issue 13): each document asked of the
 * holder with its current file and status; upload (drag and drop or pick a file, with the expiry date
 * when the document asks it), preview, approve or reject with a reason, expire — each as the role's UI
 * configuration (`attachment_actions`) and rules allow, which the API enforces as well — and the files
 * a new one replaced.
 */
export function DocumentationPanel({ eventId, can, holder }: { eventId: number; can: EventCan; holder: DocumentHolder }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const actions = new Set(useCurrentEvent()?.uiConfig.attachment_actions.map((a) => a.name) ?? []);
  const field = HOLDER_FIELD[holder.kind];
  const queryClient = useQueryClient();
  const definitions = useQuery({
    queryKey: ['attachment-definitions', eventId, holder.kind],
    queryFn: async () =>
      (
        await apiFetch<AttachmentDefinitionDto[]>(
          `/api/events/${eventId}/attachment-definitions?filter=${encodeURIComponent(JSON.stringify({ target: holder.kind, active: true }))}&range=[0,199]`,
        )
      ).json,
    enabled: can('read', 'AttachmentDefinition'),
  });
  const files = useQuery({
    queryKey: ['attachments', eventId, field, holder.id],
    queryFn: async () =>
      (
        await apiFetch<AttachmentDto[]>(
          `/api/events/${eventId}/attachments?filter=${encodeURIComponent(JSON.stringify({ [field]: holder.id, holder_type: holder.kind }))}&range=[0,499]`,
        )
      ).json,
    enabled: can('read', 'Attachment'),
  });
  if (!can('read', 'Attachment') || !can('read', 'AttachmentDefinition'))
    return <Typography color="text.secondary">{translate('resources.attachments.not_allowed')}</Typography>;
  const refresh = () =>
    Promise.all([files.refetch(), queryClient.invalidateQueries({ queryKey: [holder.kind === 'VEHICLE' ? 'vehicles' : 'attendees'] })]);
  const asked = (definitions.data ?? []).filter((d) => applies(d, holder));
  if (definitions.isSuccess && asked.length === 0)
    return (
      <Typography color="text.secondary" data-testid="documentation-none">
        {translate('resources.attachments.none_asked')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }} data-testid="documentation">
      {asked.map((definition) => (
        <DocumentCard
          key={definition.id}
          eventId={eventId}
          definition={definition}
          files={(files.data ?? []).filter((f) => f.definition_id === definition.id)}
          holderField={field}
          holderId={holder.id}
          actions={actions}
          can={can}
          locale={locale === 'en' ? 'en' : 'it'}
          onChange={refresh}
        />
      ))}
    </Box>
  );
}

function DocumentCard({
  eventId,
  definition,
  files,
  holderField,
  holderId,
  actions,
  can,
  locale,
  onChange,
}: {
  eventId: number;
  definition: AttachmentDefinitionDto;
  files: AttachmentDto[];
  holderField: string;
  holderId: number;
  actions: Set<string>;
  can: EventCan;
  locale: 'it' | 'en';
  onChange: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [rejecting, setRejecting] = useState<AttachmentDto | null>(null);
  const [reason, setReason] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const current = files.find((f) => f.current) ?? null;
  const older = files.filter((f) => !f.current);
  const name = (locale === 'en' && definition.name_en) || definition.name_it;
  const mayUpload = actions.has('upload') && can('create', 'Attachment');
  // Decisions are the staff's whatever the configuration lists (issue 26 item 2): the rule book's `review`.
  const mayValidate = actions.has('validation') && (can as (a: string, s: string) => boolean)('review', 'Attachment');
  const mayExpire = actions.has('expire') && (can as (a: string, s: string) => boolean)('review', 'Attachment');
  const mayPreview = actions.has('preview');
  const accept = definition.file_types.map((t) => ATTACHMENT_CONTENT_TYPES[t]).join(',');
  const date = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'it-IT');

  const send = async (file: File) => {
    setError(null);
    if (definition.expiry_required && !expiresAt) {
      setError(translate('resources.attachments.expiry_first'));
      return;
    }
    const form = new FormData();
    form.set('definition_id', String(definition.id));
    form.set(holderField, String(holderId));
    if (expiresAt) form.set('expires_at', expiresAt);
    form.set('file', file);
    setBusy(true);
    try {
      await apiFetch(`/api/events/${eventId}/attachments`, { method: 'POST', body: form });
      setExpiresAt('');
      await onChange();
      notify('resources.attachments.uploaded', { type: 'info' });
    } catch (e) {
      setError(translate(errorText(e), { _: errorText(e) }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const decide = async (file: AttachmentDto, status: 'VALID' | 'REJECTED' | 'EXPIRED', why?: string) => {
    try {
      await apiFetch(`/api/events/${eventId}/attachments/${file.id}`, {
        method: 'PUT',
        body: JSON.stringify({ status, reason: why ?? null }),
      });
      await onChange();
    } catch (e) {
      notify(errorText(e), { type: 'error' });
    }
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && mayUpload) void send(file);
  };
  const fileUrl = (f: AttachmentDto) => `/api/events/${eventId}/attachments/${f.id}/file`;
  const fileLine = (f: AttachmentDto) => (
    <Box key={f.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={`attachment-${f.id}`}>
      <DocumentationChip status={f.status} />
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {f.file_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {new Date(f.created_at).toLocaleDateString(locale === 'en' ? 'en-GB' : 'it-IT')}
        {f.uploaded_by_name ? ` · ${f.uploaded_by_name}` : ''}
        {f.expires_at ? ` · ${translate('resources.attachments.expires', { date: date(f.expires_at) })}` : ''}
      </Typography>
      {f.reason && (
        <Typography variant="caption" color="error">
          {f.reason}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {mayPreview && (
        <Tooltip title={translate('resources.attachments.preview')}>
          <IconButton size="small" component="a" href={fileUrl(f)} target="_blank" rel="noopener" data-testid="attachment-preview">
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {f.current && mayValidate && f.status !== 'VALID' && (
        <Tooltip title={translate('resources.attachments.approve')}>
          <IconButton size="small" color="success" onClick={() => void decide(f, 'VALID')} data-testid="attachment-approve">
            <CheckIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {f.current && mayValidate && f.status !== 'REJECTED' && (
        <Tooltip title={translate('resources.attachments.reject')}>
          <IconButton size="small" color="error" onClick={() => setRejecting(f)} data-testid="attachment-reject">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {f.current && mayExpire && f.status !== 'EXPIRED' && (
        <Tooltip title={translate('resources.attachments.expire')}>
          <IconButton size="small" onClick={() => void decide(f, 'EXPIRED')} data-testid="attachment-expire">
            <TimerOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
  return (
    <Card variant="outlined" data-testid={`document-${definition.id}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1">{name}</Typography>
          <Chip
            size="small"
            variant="outlined"
            label={translate(definition.required ? 'resources.attachments.required' : 'resources.attachments.optional')}
          />
          {!current && definition.required && <DocumentationChip status="MISSING" />}
          <Box sx={{ flexGrow: 1 }} />
          {older.length > 0 && (
            <MuiButton size="small" startIcon={<HistoryIcon />} onClick={() => setShowHistory((v) => !v)}>
              {translate('resources.attachments.history', { smart_count: older.length })}
            </MuiButton>
          )}
        </Box>
        {current && fileLine(current)}
        {showHistory && <Box sx={{ display: 'grid', gap: 0.5, pl: 2, opacity: 0.8 }}>{older.map(fileLine)}</Box>}
        {mayUpload && (
          <Box
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            sx={{
              border: '1px dashed',
              borderColor: dragging ? 'primary.main' : 'divider',
              bgcolor: dragging ? 'action.hover' : undefined,
              borderRadius: 1,
              p: 1.5,
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              flexWrap: 'wrap',
            }}
            data-testid="attachment-drop"
          >
            {definition.expiry_required && (
              <TextField
                type="date"
                size="small"
                label={translate('resources.attachments.expires_at')}
                value={expiresAt}
                onChange={(e) => setExpiresAt(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'attachment-expires' } }}
                required
              />
            )}
            <MuiButton
              variant="outlined"
              size="small"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={busy}
            >
              {translate(current ? 'resources.attachments.replace' : 'resources.attachments.upload')}
            </MuiButton>
            <Typography variant="caption" color="text.secondary">
              {translate('resources.attachments.drop_hint', { types: definition.file_types.join(', '), max: definition.max_size_mb })}
            </Typography>
            <input
              ref={input}
              type="file"
              accept={accept}
              hidden
              data-testid="attachment-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void send(file);
              }}
            />
          </Box>
        )}
        {error && (
          <Alert severity="error" data-testid="attachment-error">
            {error}
          </Alert>
        )}
      </CardContent>
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.attachments.reject')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={translate('resources.attachments.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'attachment-reason' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setRejecting(null)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            color="error"
            disabled={!reason.trim()}
            onClick={() => {
              const file = rejecting!;
              setRejecting(null);
              void decide(file, 'REJECTED', reason.trim()).then(() => setReason(''));
            }}
            data-testid="attachment-reject-confirm"
          >
            {translate('resources.attachments.reject')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

import type { AttachmentDefinitionDto, AttachmentDto } from '@eventdesk/shared';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { DocumentationChip } from './DocumentationChip';
import { errorText, uploadForm, type DocumentRights } from './documents';
import { ReasonDialog } from '../forms/ReasonDialog';
import { FileLine } from './FileLine';
import { UploadZone } from './UploadZone';

/** One document asked of the holder: its current file, the files it replaced, the upload, and the decisions. */
export function DocumentCard({
  eventId,
  definition,
  files,
  holderField,
  holderId,
  rights,
  locale,
  onChange,
}: {
  eventId: number;
  definition: AttachmentDefinitionDto;
  files: AttachmentDto[];
  holderField: string;
  holderId: number;
  rights: DocumentRights;
  locale: 'it' | 'en';
  onChange: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<AttachmentDto | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const current = files.find((f) => f.current) ?? null;
  const older = files.filter((f) => !f.current);
  const name = (locale === 'en' && definition.name_en) || definition.name_it;

  const send = async (file: File) => {
    setError(null);
    const form = uploadForm(definition, holderField, holderId, expiresAt, file);
    if (typeof form === 'string') {
      setError(translate(form));
      return;
    }
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
  const line = (f: AttachmentDto) => (
    <FileLine
      key={f.id}
      eventId={eventId}
      file={f}
      rights={rights}
      locale={locale}
      onDecide={(x, status) => void decide(x, status)}
      onReject={setRejecting}
    />
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
            <Button size="small" startIcon={<HistoryIcon />} onClick={() => setShowHistory((v) => !v)}>
              {translate('resources.attachments.history', { smart_count: older.length })}
            </Button>
          )}
        </Box>
        {current && line(current)}
        {showHistory && <Box sx={{ display: 'grid', gap: 0.5, pl: 2, opacity: 0.8 }}>{older.map(line)}</Box>}
        {rights.upload && (
          <UploadZone
            definition={definition}
            input={input}
            replacing={!!current}
            busy={busy}
            expiresAt={expiresAt}
            onExpiresAt={setExpiresAt}
            onFile={(file) => void send(file)}
          />
        )}
        {error && (
          <Alert severity="error" data-testid="attachment-error">
            {error}
          </Alert>
        )}
      </CardContent>
      <ReasonDialog
        open={rejecting !== null}
        title={translate('resources.attachments.reject')}
        confirmLabel={translate('resources.attachments.reject')}
        reasonLabel={translate('resources.attachments.reason')}
        testId="attachment"
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          const file = rejecting!;
          setRejecting(null);
          return decide(file, 'REJECTED', reason);
        }}
      />
    </Card>
  );
}

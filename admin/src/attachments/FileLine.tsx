import type { AttachmentDto } from '@eventdesk/shared';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DocumentationChip } from './DocumentationChip';
import { calendarDate, fileActions, uploadDay, type DocumentRights } from './documents';

/** One file of a document: its status, name, when and by whom, its expiry and rejection reason; preview, approve, reject, expire. */
export function FileLine({
  eventId,
  file,
  rights,
  locale,
  onDecide,
  onReject,
}: {
  eventId: number;
  file: AttachmentDto;
  rights: DocumentRights;
  locale: 'it' | 'en';
  onDecide: (file: AttachmentDto, status: 'VALID' | 'EXPIRED') => void;
  /** Ask for the reason, then reject. */
  onReject: (file: AttachmentDto) => void;
}) {
  const translate = useTranslate();
  const may = fileActions(file, rights);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid={`attachment-${file.id}`}>
      <DocumentationChip status={file.status} />
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {file.file_name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {uploadDay(locale, file.created_at)}
        {file.uploaded_by_name ? ` · ${file.uploaded_by_name}` : ''}
        {file.expires_at ? ` · ${translate('resources.attachments.expires', { date: calendarDate(locale, file.expires_at) })}` : ''}
      </Typography>
      {file.reason && (
        <Typography variant="caption" color="error">
          {file.reason}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {may.preview && (
        <Tooltip title={translate('resources.attachments.preview')}>
          <IconButton
            size="small"
            component="a"
            href={`/api/events/${eventId}/attachments/${file.id}/file`}
            target="_blank"
            rel="noopener"
            data-testid="attachment-preview"
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may.approve && (
        <Tooltip title={translate('resources.attachments.approve')}>
          <IconButton size="small" color="success" onClick={() => onDecide(file, 'VALID')} data-testid="attachment-approve">
            <CheckIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may.reject && (
        <Tooltip title={translate('resources.attachments.reject')}>
          <IconButton size="small" color="error" onClick={() => onReject(file)} data-testid="attachment-reject">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {may.expire && (
        <Tooltip title={translate('resources.attachments.expire')}>
          <IconButton size="small" onClick={() => onDecide(file, 'EXPIRED')} data-testid="attachment-expire">
            <TimerOffIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

import type { AttachmentStatus, DocumentationStatus } from '@eventdesk/shared';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { STATUS_COLOR } from './documents';

/** The documentation status as a coloured chip (lists, portal). */
export function DocumentationChip({ status }: { status: DocumentationStatus | AttachmentStatus | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={STATUS_COLOR[status]} label={translate(`resources.attachments.status.${status}`)} />;
}

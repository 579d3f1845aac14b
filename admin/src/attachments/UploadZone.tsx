import type { AttachmentDefinitionDto } from '@eventdesk/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { acceptOf } from './documents';

/** Where a file is dropped or picked, with the expiry date first when the document asks for it. */
export function UploadZone({
  definition,
  input,
  replacing,
  busy,
  expiresAt,
  onExpiresAt,
  onFile,
}: {
  definition: AttachmentDefinitionDto;
  /** The hidden file input (cleared after each upload). */
  input: RefObject<HTMLInputElement | null>;
  /** A current file exists: the button says "replace". */
  replacing: boolean;
  busy: boolean;
  expiresAt: string;
  onExpiresAt: (value: string) => void;
  onFile: (file: File) => void;
}) {
  const translate = useTranslate();
  const [dragging, setDragging] = useState(false);
  return (
    <Box
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        const file = e.dataTransfer.files[0];
        if (file) onFile(file);
      }}
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
          onChange={(e) => onExpiresAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'attachment-expires' } }}
          required
        />
      )}
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
        {translate(replacing ? 'resources.attachments.replace' : 'resources.attachments.upload')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.attachments.drop_hint', { types: definition.file_types.join(', '), max: definition.max_size_mb })}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={acceptOf(definition)}
        hidden
        data-testid="attachment-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}

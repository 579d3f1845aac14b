import type { EventDto } from '@eventdesk/shared';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/** The background image, uploaded on its own (checked by the API by its content, 5 MB at most). */
export function ImageUpload() {
  const record = useRecordContext<EventDto>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const upload = async (file: File) => {
    setBusy(true);
    const form = new FormData();
    form.append('file', file);
    try {
      await apiFetch(`/api/events/${record.id}/image-background`, { method: 'POST', body: form });
      notify('event_options.image_saved', { type: 'success' });
      refresh();
    } catch (error) {
      const e = error as { body?: { message?: string; errors?: Record<string, string> } };
      notify(e.body?.errors?.file ?? e.body?.message ?? String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    await apiFetch(`/api/events/${record.id}/image-background`, { method: 'DELETE' });
    refresh();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 600 }}>
      {record.image_background_url ? (
        <Box
          component="img"
          src={record.image_background_url}
          alt=""
          sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, objectFit: 'cover' }}
        />
      ) : (
        <Typography color="text.secondary">{translate('event_options.no_image')}</Typography>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
        data-testid="image-file"
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
          {translate('event_options.upload_image')}
        </Button>
        {record.image_background_url && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={remove}>
            {translate('ra.action.delete')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

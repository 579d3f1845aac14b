import type { AttendeeDto, PassDto, VehicleDto } from '@eventdesk/shared';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemText, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { searchHits, type SearchHit } from './search-hits';

/** A fallback when the badge does not read: find the holder by name or plate, then scan their current pass. */
export function SearchDialog({
  eventId,
  open,
  onClose,
  onCode,
}: {
  eventId: number;
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<SearchHit[]>([]);
  const [error, setError] = useState<string | null>(null);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const query = (resource: string) =>
      `/api/events/${eventId}/${resource}?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,9]' })}`;
    try {
      const [attendees, vehicles] = await Promise.all([
        apiFetch<AttendeeDto[]>(query('attendees')),
        apiFetch<VehicleDto[]>(query('vehicles')),
      ]);
      setFound(searchHits(attendees.json, vehicles.json));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const pick = async (type: SearchHit['type'], id: number) => {
    try {
      const { json } = await apiFetch<PassDto>(`/api/events/${eventId}/${type}/${id}/pass`);
      onClose();
      onCode(json.code);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('quickmode.search')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            label={translate('quickmode.search_label')}
            slotProps={{ htmlInput: { 'data-testid': 'gate-search-input' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('ra.action.search')}
          </Button>
        </Box>
        {error && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('quickmode.search_offline', { message: error })}
          </Alert>
        )}
        <List dense data-testid="gate-search-results">
          {found.map((f) => (
            <ListItemButton key={`${f.type}-${f.id}`} onClick={() => void pick(f.type, f.id)}>
              <ListItemText primary={f.label} secondary={f.detail} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}

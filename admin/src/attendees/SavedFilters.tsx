import type { SavedFilterDto, SavedFilterResource } from '@eventdesk/shared';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField as MuiTextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useCreate, useDelete, useGetList, useListContext, useNotify, useTranslate } from 'react-admin';

/** Saved, named filters of a list (attendees, vehicles): apply one, save the current filter, delete one's own. */
export function SavedFilters({ canSave, resource = 'attendees' }: { canSave: boolean; resource?: SavedFilterResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const { data: filters = [], refetch } = useGetList<SavedFilterDto>('filters', {
    filter: { resource },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [create, { isPending: saving }] = useCreate();
  const [remove] = useDelete();
  const save = () =>
    create(
      'filters',
      { data: { name: name.trim(), resource, filter: filterValues, shared } },
      {
        onSuccess: () => {
          notify('resources.attendees.saved_filters.saved', { type: 'info' });
          setDialog(false);
          setName('');
          setShared(false);
          refetch();
        },
        onError: (e) => notify((e as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );
  return (
    <>
      <Button label="resources.attendees.saved_filters.title" onClick={(e) => setAnchor(e.currentTarget)} data-testid="saved-filters">
        <BookmarkIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {filters.length === 0 && <MenuItem disabled>{translate('resources.attendees.saved_filters.none')}</MenuItem>}
        {filters.map((f) => (
          <MenuItem
            key={f.id}
            data-testid={`saved-filter-${f.id}`}
            onClick={() => {
              setFilters(f.filter, {});
              setAnchor(null);
            }}
          >
            <ListItemText primary={f.name} secondary={f.shared ? translate('resources.attendees.saved_filters.shared') : undefined} />
            {f.owned && (
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('ra.action.delete')}
                onClick={(e) => {
                  e.stopPropagation();
                  if (!window.confirm(translate('resources.attendees.saved_filters.confirm_delete', { name: f.name }))) return;
                  remove('filters', { id: f.id, previousData: f }, { mutationMode: 'pessimistic', onSuccess: () => refetch() });
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </MenuItem>
        ))}
        {canSave && <Divider />}
        {canSave && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setDialog(true);
            }}
            data-testid="save-filter"
          >
            <SaveIcon fontSize="small" sx={{ mr: 1 }} />
            {translate('resources.attendees.saved_filters.save_current')}
          </MenuItem>
        )}
      </Menu>
      <Dialog open={dialog} onClose={() => setDialog(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('resources.attendees.saved_filters.save_current')}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.attendees.saved_filters.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'save-filter-name' } }}
          />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
            label={translate('resources.attendees.saved_filters.shared_label')}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setDialog(false)} />
          <Button
            label="ra.action.save"
            variant="contained"
            onClick={save}
            disabled={saving || !name.trim()}
            data-testid="save-filter-confirm"
          />
        </DialogActions>
      </Dialog>
    </>
  );
}

import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** When the scanner does not read: the camera, and (online, not on a paired tablet) a search by name or plate. */
export function GateFallbacks({
  ready,
  online,
  search,
  onCamera,
  onSearch,
}: {
  ready: boolean;
  online: boolean;
  /** Whether the search is offered (hidden on a paired tablet). */
  search: boolean;
  onCamera: () => void;
  onSearch: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        onClick={onCamera}
        disabled={!ready}
        sx={{ flex: 1, py: 1.5 }}
        data-testid="gate-camera"
      >
        {translate('quickmode.camera')}
      </Button>
      <Button
        variant="outlined"
        startIcon={<SearchIcon />}
        onClick={onSearch}
        disabled={!ready || !online}
        sx={{ flex: 1, py: 1.5, display: search ? undefined : 'none' }}
        data-testid="gate-search"
      >
        {translate('quickmode.search')}
      </Button>
    </Box>
  );
}

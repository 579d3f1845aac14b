import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Quick mode for who may not scan: a word, and the way back to the event. */
export function NotAllowed({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="warning">{translate('quickmode.not_allowed')}</Alert>
      <Button component={Link} to={`/events/${eventId}`} sx={{ mt: 2 }}>
        {translate('quickmode.back')}
      </Button>
    </Box>
  );
}

import { Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid="not-found">
      <Title title={translate('app.not_found')} />
      <CardContent>
        <Typography variant="h5" gutterBottom>
          404 · {translate('app.not_found')}
        </Typography>
        <Typography color="text.secondary" paragraph>
          {translate('app.not_found_text')}
        </Typography>
        <Button component={Link} to="/events" variant="contained">
          {translate('app.back_home')}
        </Button>
      </CardContent>
    </Card>
  );
}

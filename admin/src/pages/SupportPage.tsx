import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function SupportPage() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.support')} />
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.support')}
        </Typography>
        <Typography color="text.secondary">{translate('app.support_text')}</Typography>
      </CardContent>
    </Card>
  );
}

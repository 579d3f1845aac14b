import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** An area of SPEC §2 whose screens are not in this version: said plainly, never a fake list. */
export function NotAvailable({ area }: { area: string }) {
  const translate = useTranslate();
  const label = translate(`menu.${area}`, { _: area });
  return (
    <Card sx={{ mt: 2 }} data-testid="not-available">
      <Title title={label} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <ConstructionIcon color="disabled" fontSize="large" />
          <div>
            <Typography variant="h6">{translate('app.not_available')}</Typography>
            <Typography color="text.secondary">{translate('app.not_available_text', { area: label })}</Typography>
          </div>
        </Box>
      </CardContent>
    </Card>
  );
}

import type { ZoneDto, ZoneOccupancyDto } from '@eventdesk/shared';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useLiveMessages } from '../api/live';

/** Who is inside each zone now, pushed by the server (`GET …/access-controls/live`, server-sent events). */
export function useLiveOccupancy(eventId: number): { occupancy: ZoneOccupancyDto[] | null; connected: boolean } {
  const { data, connected } = useLiveMessages<ZoneOccupancyDto[]>(`/api/events/${eventId}/access-controls/live`, 'occupancy');
  return { occupancy: data, connected };
}

/** The live counters by zone: inside now against the capacity, and the peak. */
export function ZoneCounters({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const { occupancy, connected } = useLiveOccupancy(eventId);
  const { data: zones = [] } = useGetList<ZoneDto>('zones', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'code', order: 'ASC' },
  });
  const zoneOf = (id: number) => zones.find((z) => z.id === id);
  return (
    <Box data-testid="occupancy">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {translate('resources.access-controls.live')}
        </Typography>
        <Chip
          size="small"
          color={connected ? 'success' : 'default'}
          variant="outlined"
          label={translate(connected ? 'resources.access-controls.live_on' : 'resources.access-controls.live_off')}
          data-testid="occupancy-live"
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(occupancy ?? []).map((o) => {
          const zone = zoneOf(o.zone_id);
          return (
            <Card key={o.zone_id} variant="outlined" sx={{ minWidth: 140 }} data-testid={`occupancy-${zone?.code ?? o.zone_id}`}>
              <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
                <Typography variant="caption" color="text.secondary">
                  {zone?.code ?? `#${o.zone_id}`}
                </Typography>
                <Typography variant="h6" data-testid="occupancy-inside">
                  {o.inside}
                  {o.capacity !== null && ` / ${o.capacity}`}
                </Typography>
                {o.capacity !== null && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (o.inside / Math.max(1, o.capacity)) * 100)}
                    color={o.inside >= o.capacity ? 'error' : 'primary'}
                  />
                )}
                <Typography variant="caption" color="text.secondary">
                  {translate('resources.access-controls.peak', { peak: o.peak })}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

/** Opens the gate screen (`/events/{id}/quickmode/show`). */
export function QuickModeButton({ eventId, testId = 'open-quickmode' }: { eventId: number; testId?: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={`/events/${eventId}/quickmode/show`} size="small" startIcon={<QrCodeScannerIcon />} data-testid={testId}>
      {translate('quickmode.open')}
    </Button>
  );
}

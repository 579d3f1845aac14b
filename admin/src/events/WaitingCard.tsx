import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useEventAbility } from '../routing/useEventAbility';

const REFRESH_MS = 60_000;
const filterUrl = (path: string, filter: object) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** How many records of a list match a filter (the list's own total: one row asked). */
function useCount(resource: string, eventId: number, filter: object, enabled: boolean): number | undefined {
  const { total } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter, meta: { eventId } },
    { enabled, refetchInterval: REFRESH_MS },
  );
  return total;
}

function Waiting({ label, count, to, testId }: { label: string; count: number | undefined; to: string; testId: string }) {
  return (
    <MuiLink component={Link} to={to} underline="hover" data-testid={testId} sx={{ display: 'block' }}>
      <Typography variant="body2" component="span">
        {label}
      </Typography>{' '}
      <Typography variant="h6" component="span">
        {count ?? '…'}
      </Typography>
    </MuiLink>
  );
}

/**
 * What waits for the organiser (issue 29 item 3): access requests to decide and holders whose documents
 * wait for validation, each a link to the list that shows them. Only what the role may decide is shown.
 */
export function WaitingCard({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const can = useEventAbility();
  const requests = can('review', 'AccessControlRequest');
  const papers = can('review', 'Attachment');
  const toValidate = { documentation_status: 'TO_VALIDATE' };
  const pending = useCount('access-control-requests', eventId, { status: 'PENDING' }, requests);
  const attendees = useCount('attendees', eventId, toValidate, papers && can('read', 'Attendee'));
  const vehicles = useCount('vehicles', eventId, toValidate, papers && can('read', 'Vehicle'));
  if (!requests && !papers) return null;
  return (
    <Card data-testid="waiting-card">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('dashboard.waiting')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, alignItems: 'baseline' }}>
          {requests && (
            <Waiting
              label={translate('dashboard.waiting_requests')}
              count={pending}
              to={filterUrl(`/events/${eventId}/accesscontrolrequests`, { status: 'PENDING' })}
              testId="waiting-requests"
            />
          )}
          {papers && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }} data-testid="waiting-papers">
              <Typography variant="body2">{translate('dashboard.waiting_papers')}</Typography>
              <Waiting
                label={translate('resources.attendees.name', { smart_count: 2 })}
                count={attendees}
                to={filterUrl(`/events/${eventId}/attendees`, toValidate)}
                testId="waiting-attendees"
              />
              <Waiting
                label={translate('resources.vehicles.name', { smart_count: 2 })}
                count={vehicles}
                to={filterUrl(`/events/${eventId}/vehicles`, toValidate)}
                testId="waiting-vehicles"
              />
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

import { venueClock, type ProgrammeNowDto } from '@eventdesk/shared';
import { Alert, Box, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLiveMessages } from '../api/live';
import { useCurrentEvent } from '../routing/EventContext';
import { timeRange, useProgrammeText } from './session-text';

/**
 * Each room now, pushed by the server (`GET …/programme/now/live`, server-sent events at every scan and every half
 * minute): who is inside against the capacity, the session running and the next, and who registered and has not
 * come in.
 */
function useProgrammeNow(eventId: number): { now: ProgrammeNowDto | null; connected: boolean } {
  const { data, connected } = useLiveMessages<ProgrammeNowDto>(`/api/events/${eventId}/programme/now/live`, 'programme');
  return { now: data, connected };
}

/** `/events/{id}/sessions`, the "now" view: a card per room. */
export function ProgrammeNow({ viewSwitch }: { viewSwitch: ReactNode }) {
  const eventId = useCurrentEvent()!.event.id;
  const translate = useTranslate();
  const text = useProgrammeText();
  const { now, connected } = useProgrammeNow(eventId);
  return (
    <Box sx={{ pt: 1, pb: 2 }} data-testid="programme-now">
      <Title title={translate('resources.sessions.name', { smart_count: 2 })} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h6" sx={{ flex: '1 1 auto' }}>
          {translate('resources.sessions.now.title')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={connected ? 'success' : 'default'}
          label={translate(connected ? 'resources.sessions.now.live_on' : 'resources.sessions.now.live_off')}
          data-testid="programme-now-live"
        />
        {viewSwitch}
      </Box>
      {now && now.rooms.length === 0 && <Alert severity="info">{translate('resources.sessions.grid.no_rooms')}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
        {(now?.rooms ?? []).map((r) => {
          const full = r.capacity !== null && r.inside >= r.capacity;
          return (
            <Card key={r.room_id} variant="outlined" data-testid={`now-room-${r.room_id}`}>
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {text.roomName(r)}
                </Typography>
                <Typography variant="h4" component="p" data-testid="now-inside" aria-label={translate('resources.sessions.now.inside')}>
                  {r.inside}
                  {r.capacity !== null && (
                    <Typography component="span" variant="h6" color="text.secondary">
                      {' '}
                      / {r.capacity}
                    </Typography>
                  )}
                </Typography>
                {r.capacity !== null && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.min(100, (r.inside / Math.max(1, r.capacity)) * 100)}
                    color={full ? 'error' : 'primary'}
                    sx={{ my: 1, height: 8, borderRadius: 1 }}
                  />
                )}
                {r.session ? (
                  <Box data-testid="now-session">
                    <Typography variant="body2" color="text.secondary">
                      {translate('resources.sessions.now.running')} · {timeRange(r.session.start_at, r.session.end_at)}
                    </Typography>
                    <Typography variant="body1">{text.title(r.session)}</Typography>
                    <Typography variant="body2" color={r.late.count ? 'warning.dark' : 'text.secondary'} data-testid="now-late">
                      {r.late.count
                        ? translate('resources.sessions.now.late', { smart_count: r.late.count, registered: r.session.registered })
                        : translate('resources.sessions.now.none_late', { registered: r.session.registered })}
                    </Typography>
                    {r.late.attendees.length > 0 && (
                      <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                        {r.late.attendees.map((a) => a.name).join(', ')}
                        {r.late.count > r.late.attendees.length && ` ${translate('resources.sessions.now.more', { count: r.late.count - r.late.attendees.length })}`}
                      </Typography>
                    )}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.sessions.now.idle')}
                  </Typography>
                )}
                {r.next && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="now-next">
                    {translate('resources.sessions.now.next')} ·{' '}
                    {venueClock(r.next.start_at).day !== venueClock(now!.at).day && `${text.day(venueClock(r.next.start_at).day)} `}
                    {timeRange(r.next.start_at, r.next.end_at)} · {text.title(r.next)}
                  </Typography>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

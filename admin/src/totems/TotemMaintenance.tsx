import type { TotemDto, TotemKioskDto } from '@eventdesk/shared';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useLocale, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { deviceFetch, storedDevice } from './device';

const REFRESH_MS = 20_000;

/**
 * `/events/{id}/totems/maintenance` (a login, SPEC §2): each kiosk's last heartbeat (online within two
 * minutes), last scan and errors, with a reset that clears them and makes the kiosk start again. The
 * API lets read the totems whoever may read `Totem` (ADMIN) and reset them whoever may update it; on a
 * paired kiosk anyone signed in sees that kiosk's own state (its device credential reads its totem);
 * anyone else is told whose page it is.
 */
export default function TotemMaintenance() {
  const eventId = useCurrentEvent()?.event.id;
  const can = useEventAbility();
  if (!eventId) return <Loading />;
  if (can('read', 'Totem')) return <AllTotems eventId={eventId} canReset={can('update', 'Totem')} />;
  return <ThisKiosk eventId={eventId} />;
}

/** A non-ADMIN: the kiosk paired on this device, if any, read with its own credential. */
function ThisKiosk({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const device = storedDevice();
  const mine = device && device.event_id === eventId ? device : null;
  const totem = useQuery({
    queryKey: ['totem-own', mine?.totem_id],
    queryFn: async () => (await deviceFetch<TotemKioskDto>(mine!, '/kiosk')).json.totem,
    refetchInterval: REFRESH_MS,
    enabled: mine !== null,
  });
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="totem-maintenance-page">
      <Title title={translate('resources.totems.maintenance')} />
      {!mine && (
        <Alert severity="info" data-testid="totem-maintenance-admin-only">
          {translate('resources.totems.maintenance_admin_only')}
        </Alert>
      )}
      {mine && totem.isPending && <Loading />}
      {mine && totem.isError && <Alert severity="warning">{(totem.error as Error).message}</Alert>}
      {totem.data && <TotemCard totem={totem.data} />}
    </Box>
  );
}

function AllTotems({ eventId, canReset }: { eventId: number; canReset: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const totems = useQuery({
    queryKey: ['totems-maintenance', eventId],
    queryFn: async () => (await apiFetch<TotemDto[]>(`/api/events/${eventId}/totems?range=[0,199]&sort=["name","ASC"]`)).json,
    refetchInterval: REFRESH_MS,
  });
  if (totems.isPending) return <Loading />;
  const reset = async (totem: TotemDto) => {
    await apiFetch(`/api/events/${eventId}/totems/${totem.id}/reset`, { method: 'POST' });
    notify('resources.totems.reset_done', { type: 'info', messageArgs: { name: totem.name } });
    await queryClient.invalidateQueries({ queryKey: ['totems-maintenance', eventId] });
  };
  return (
    <Box
      sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' } }}
      data-testid="totem-maintenance-page"
    >
      <Title title={translate('resources.totems.maintenance')} />
      {(totems.data ?? []).length === 0 && <Alert severity="info">{translate('resources.totems.none')}</Alert>}
      {(totems.data ?? []).map((t) => (
        <TotemCard key={t.id} totem={t} onReset={canReset ? () => void reset(t) : undefined} />
      ))}
    </Box>
  );
}

/** One kiosk's state: online, last heartbeat and scan, errors; a reset for whoever may. */
function TotemCard({ totem: t, onReset }: { totem: TotemDto; onReset?: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'it-IT') : '—');
  return (
    <Card data-testid={`totem-card-${t.id}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t.name}
          </Typography>
          <Chip
            size="small"
            color={!t.active ? 'default' : t.online ? 'success' : 'error'}
            label={translate(!t.active ? 'resources.totems.off' : t.online ? 'resources.totems.online' : 'resources.totems.offline')}
            data-testid="totem-status"
          />
        </Box>
        <Typography variant="body2">
          {translate('resources.totems.fields.last_heartbeat_at')}: {when(t.last_heartbeat_at)}
        </Typography>
        <Typography variant="body2">
          {translate('resources.totems.fields.last_scan_at')}: {when(t.last_scan_at)}
        </Typography>
        <Typography variant="body2" color={t.error_count ? 'error' : 'text.secondary'} data-testid="totem-errors">
          {translate('resources.totems.errors', { smart_count: t.error_count })}
          {t.last_error && ` — ${t.last_error}`}
        </Typography>
        {onReset && (
          <Button size="small" startIcon={<RestartAltIcon />} onClick={onReset} sx={{ mt: 1 }} data-testid="totem-reset">
            {translate('resources.totems.reset')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

import { SCAN_DIRECTIONS, type AttendeeDto, type PassDto, type ScanDirection, type ServiceDto, type VehicleDto } from '@eventdesk/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import SearchIcon from '@mui/icons-material/Search';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TabletIcon from '@mui/icons-material/TabletAndroid';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  MenuItem,
  Paper,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Confirm, Loading, useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { beep } from './sound';
import { ScanInput, type ScanInputHandle } from '../scan/ScanInput';
import { useFormatDateTime } from '../format/dates';
import { useFormatMoney } from '../format/money';
import type { GateFetch } from './gate-store';
import { useGate, type GateAnswer } from './useGate';

const CameraScanner = lazy(() => import('./CameraScanner'));

/** A gate's yes and no: plain green and red whatever the theme (white text reads on both, AA). */
const GREEN = '#1b7f3b';
const RED = '#c62828';
/** A refusal that is no forgery (issue 29 item 6): inside already, the limit reached. */
const AMBER = '#b45309';
const AMBER_REASONS = new Set(['already_inside', 'limit_reached', 'already_printed']);
/** Refusals of the code itself: nobody to admit, so no "admit anyway" (the API would refuse it too). */
const CODE_REASONS = new Set(['invalid_signature', 'other_event', 'revoked', 'unknown_holder']);

/** Whether a supervisor may "admit anyway" (issue 29 item 6): an online gate refusal of a known holder, not of the code. */
const overridable = (a: GateAnswer) =>
  a.result === 'DENIED' && !a.offline && !a.error && !a.service && !!a.code && !!a.holder && !!a.reason && !CODE_REASONS.has(a.reason);

/** The zone and direction a gate is set to, kept on the device per event. */
function useGateSetting(eventId: number) {
  const key = `eventdesk.gate.${eventId}`;
  const [setting, setSetting] = useState<{ zoneId: number | null; serviceId: number | null; direction: ScanDirection }>(() => {
    try {
      return { zoneId: null, serviceId: null, direction: 'IN', ...(JSON.parse(localStorage.getItem(key) ?? '{}') as object) };
    } catch {
      return { zoneId: null, serviceId: null, direction: 'IN' };
    }
  });
  const update = (next: Partial<typeof setting>) =>
    setSetting((s) => {
      const value = { ...s, ...next };
      localStorage.setItem(key, JSON.stringify(value));
      return value;
    });
  return [setting, update] as const;
}

/** The event's active services, for a service point (who may read them: ADMIN, SECRETARY); none offline, none on a paired tablet. */
function useServices(eventId: number, skip: boolean): ServiceDto[] {
  const [services, setServices] = useState<ServiceDto[]>([]);
  useEffect(() => {
    if (skip) return;
    apiFetch<ServiceDto[]>(`/api/events/${eventId}/services?range=[0,199]&filter=${encodeURIComponent('{"active":true}')}`).then(
      ({ json }) => setServices(json),
      () => setServices([]),
    );
  }, [eventId, skip]);
  return services;
}

/** The big answer: green, amber or red, the reason, who; "admit anyway" for who may (`onOverride`). */
function Answer({ answer, onOverride }: { answer: GateAnswer | null; onOverride?: () => void }) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  if (!answer)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }} data-testid="gate-answer">
        {translate('quickmode.waiting')}
      </Paper>
    );
  const ok = answer.result === 'ADMITTED';
  const amber = !ok && AMBER_REASONS.has(answer.service?.reason ?? answer.reason ?? '');
  const category =
    answer.holder?.type === 'VEHICLE' && answer.holder.category
      ? translate(`resources.vehicles.types.${answer.holder.category}`)
      : answer.holder?.category;
  return (
    <Paper
      sx={{ p: { xs: 2, sm: 3 }, bgcolor: ok ? GREEN : amber ? AMBER : RED, color: 'common.white', textAlign: 'center' }}
      data-testid="gate-answer"
      data-result={answer.result}
      data-kind={ok ? 'admitted' : amber ? 'amber' : 'red'}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
        {ok ? <CheckCircleIcon sx={{ fontSize: 48 }} /> : <CancelIcon sx={{ fontSize: 48 }} />}
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {translate(`resources.access-controls.results.${answer.result}`)}
        </Typography>
      </Box>
      {(answer.reason || answer.error || answer.needsNetwork || answer.service?.reason) && (
        <Typography variant="h6" component="p" data-testid="gate-reason">
          {(answer.needsNetwork ? translate('quickmode.typed_offline') : answer.error) ??
            (answer.service?.reason
              ? translate(`resources.services.reasons.${answer.service.reason}`)
              : translate(`resources.access-controls.reasons.${answer.reason}`))}
        </Typography>
      )}
      {answer.detail?.first_entry && (
        <Typography variant="body1" data-testid="gate-first-entry">
          {translate('quickmode.first_entry', {
            at: formatDateTime(answer.detail.first_entry.at),
            device: answer.detail.first_entry.device_id ?? '—',
          })}
        </Typography>
      )}
      {answer.detail?.amount_due && (
        <Typography variant="body1" data-testid="gate-amount-due">
          {translate('quickmode.amount_due', { amount: formatMoney(answer.detail.amount_due.cents, answer.detail.amount_due.currency) })}
        </Typography>
      )}
      {answer.overridden && (
        <Typography variant="body1" data-testid="gate-overridden">
          {translate('quickmode.overridden', { reason: translate(`resources.access-controls.reasons.${answer.overridden}`) })}
          {answer.overrideNote ? ` · ${answer.overrideNote}` : ''}
        </Typography>
      )}
      {answer.service && answer.service.used !== null && !answer.error && (
        <Typography variant="body1" data-testid="gate-units">
          {translate('quickmode.units', { used: answer.service.used, limit: answer.service.limit })}
        </Typography>
      )}
      {answer.holder && (
        <Box sx={{ mt: 1 }} data-testid="gate-holder">
          <Typography variant="h5" component="p">
            {answer.holder.label}
          </Typography>
          <Typography variant="body1">{[answer.holder.company, category].filter(Boolean).join(' · ')}</Typography>
        </Box>
      )}
      {answer.offline && (
        <Chip
          size="small"
          label={translate('quickmode.decided_offline')}
          sx={{ mt: 1, bgcolor: 'rgba(255,255,255,0.25)', color: 'inherit' }}
        />
      )}
      {onOverride && overridable(answer) && (
        <Button
          variant="contained"
          onClick={onOverride}
          sx={{ mt: 1.5, bgcolor: 'common.white', color: 'grey.900', '&:hover': { bgcolor: 'grey.100' } }}
          data-testid="gate-override"
        >
          {translate('quickmode.override')}
        </Button>
      )}
    </Paper>
  );
}

/** "Admit anyway": the supervisor's reason (required), logged with the scan sent again (issue 29 item 6). */
function OverrideDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: (note: string) => Promise<void> }) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim() || sending) return;
    setSending(true);
    try {
      await onConfirm(note.trim());
      setNote('');
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle>{translate('quickmode.override_title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            label={translate('quickmode.override_note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            helperText={translate('quickmode.override_help')}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'gate-override-note' } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!note.trim() || sending} data-testid="gate-override-confirm">
            {translate('quickmode.override')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A fallback when the badge does not read: find the holder by name or plate, then scan their current pass. */
function SearchDialog({
  eventId,
  open,
  onClose,
  onCode,
}: {
  eventId: number;
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ type: 'attendees' | 'vehicles'; id: number; label: string; detail: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const query = (resource: string) =>
      `/api/events/${eventId}/${resource}?${new URLSearchParams({ filter: JSON.stringify({ q }), range: '[0,9]' })}`;
    try {
      const [attendees, vehicles] = await Promise.all([
        apiFetch<AttendeeDto[]>(query('attendees')),
        apiFetch<VehicleDto[]>(query('vehicles')),
      ]);
      setFound([
        ...attendees.json.map((a) => ({
          type: 'attendees' as const,
          id: a.id,
          label: [a.last_name, a.first_name].filter(Boolean).join(' ') || String(a.attendee_code ?? a.id),
          detail: [a.attendee_code, a.email].filter(Boolean).join(' · '),
        })),
        ...vehicles.json.map((v) => ({
          type: 'vehicles' as const,
          id: v.id,
          label: v.plate,
          detail: [v.brand, v.model].filter(Boolean).join(' '),
        })),
      ]);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  const pick = async (type: 'attendees' | 'vehicles', id: number) => {
    try {
      const { json } = await apiFetch<PassDto>(`/api/events/${eventId}/${type}/${id}/pass`);
      onClose();
      onCode(json.code);
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('quickmode.search')}</DialogTitle>
      <DialogContent>
        <Box component="form" onSubmit={search} sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            label={translate('quickmode.search_label')}
            slotProps={{ htmlInput: { 'data-testid': 'gate-search-input' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {translate('ra.action.search')}
          </Button>
        </Box>
        {error && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('quickmode.search_offline', { message: error })}
          </Alert>
        )}
        <List dense data-testid="gate-search-results">
          {found.map((f) => (
            <ListItemButton key={`${f.type}-${f.id}`} onClick={() => void pick(f.type, f.id)}>
              <ListItemText primary={f.label} secondary={f.detail} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}

/**
 * `/events/{id}/quickmode/show` (issue 14): the gate screen for tablets and phones, full screen. The
 * zone and direction are chosen once; a keyboard-wedge scanner types the code and Enter into the one
 * input, which keeps the focus; the camera and a search by name are the fallbacks. The answer is big,
 * green or red, with a sound; the last 20 scans below. Offline it decides from the sealed list and
 * syncs when back (useGate).
 */
export default function QuickModePage() {
  const current = useCurrentEvent();
  const can = useEventAbility();
  if (!current) return <Loading />;
  if (!can('create', 'AccessControl')) return <NotAllowed eventId={current.event.id} />;
  return <Gate eventId={current.event.id} eventName={current.event.name} canOverride={can('override', 'AccessControl')} />;
}

/**
 * A paired gate tablet (issue 29 item 8): its credential's calls, its totem's zone (the only one it may
 * scan at), its name; no service points, no search, no "admit anyway", no way back into the staff app.
 */
export interface GateDevice {
  call: GateFetch;
  deviceId: string;
  zoneId: number;
  name: string;
  /** Forget the pairing on this tablet (it then asks for a new code). */
  onForget: () => void;
}

function NotAllowed({ eventId }: { eventId: number }) {
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

export function Gate({
  eventId,
  eventName,
  canOverride,
  device,
}: {
  eventId: number;
  eventName: string;
  canOverride: boolean;
  device?: GateDevice;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const gate = useGate(eventId, { call: device?.call, deviceId: device?.deviceId });
  const [setting, setSetting] = useGateSetting(eventId);
  const [dialog, setDialog] = useState<'camera' | 'search' | 'override' | 'forget' | null>(null);
  const input = useRef<ScanInputHandle | null>(null);
  // A paired tablet offers its own zone only (the API refuses any other).
  const zones = (gate.meta?.zones ?? []).filter((z) => !device || z.id === device.zoneId);
  const services = useServices(eventId, !!device);
  const service = services.find((x) => x.id === setting.serviceId) ?? null;
  const zoneId = device ? device.zoneId : setting.zoneId;
  const zone = service ? null : (zones.find((z) => z.id === zoneId) ?? null);
  const ready = !!zone || !!service;
  const zoneName = (z: (typeof zones)[number]) => `${z.code} · ${locale === 'en' && z.name_en ? z.name_en : z.name_it}`;

  // The input keeps the focus (a wedge scanner types into whatever has it), except while a dialog is open (ScanInput).
  const refocus = useCallback(() => {
    if (!dialog) setTimeout(() => input.current?.focus(), 50);
  }, [dialog]);
  useEffect(refocus, [refocus, setting.zoneId, setting.serviceId]);

  const submit = useCallback(
    async (value: string) => {
      const text = value.trim();
      if (!text || !ready) return;
      const answer = service ? await gate.consume(text, service.id) : await gate.scan(text, zone!.id, setting.direction);
      beep(answer.result === 'ADMITTED');
    },
    [gate, zone, service, ready, setting.direction],
  );
  const onScan = useCallback((text: string) => void submit(text), [submit]);
  const latest = gate.recent[0] ?? null;
  // The same scan sent again with the supervisor's reason: a new log row, admitted as overridden.
  const override = async (note: string) => {
    if (!latest?.code) return;
    const answer = await gate.scan(latest.code, latest.zoneId, latest.direction, note);
    beep(answer.result === 'ADMITTED');
    setDialog(null);
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="quickmode">
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
          {device ? (
            <IconButton
              onClick={() => setDialog('forget')}
              aria-label={translate('quickmode.forget')}
              edge="start"
              data-testid="gate-forget"
            >
              <LinkOffIcon />
            </IconButton>
          ) : (
            <IconButton component={Link} to={`/events/${eventId}`} aria-label={translate('quickmode.back')} edge="start">
              <ArrowBackIcon />
            </IconButton>
          )}
          <Typography variant="subtitle1" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {eventName}
          </Typography>
          {device && (
            <Chip
              size="small"
              variant="outlined"
              icon={<TabletIcon />}
              label={device.name}
              data-testid="gate-device"
              sx={{ maxWidth: 200 }}
            />
          )}
          <Chip
            size="small"
            color={gate.online ? 'success' : 'warning'}
            icon={gate.online ? <CloudDoneIcon /> : <CloudOffIcon />}
            label={translate(gate.online ? 'quickmode.online' : 'quickmode.offline')}
            data-testid="gate-online"
          />
          <Chip
            size="small"
            variant="outlined"
            label={translate('quickmode.queue', { smart_count: gate.queue })}
            data-testid="gate-queue"
            data-count={gate.queue}
          />
        </Toolbar>
      </AppBar>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate('quickmode.zone')}
            value={service ? `s:${service.id}` : zone ? `z:${zone.id}` : ''}
            onChange={(e) => {
              const [kind, id] = String(e.target.value).split(':');
              setSetting(kind === 's' ? { serviceId: Number(id) } : { zoneId: Number(id), serviceId: null });
            }}
            sx={{ flex: '1 1 200px' }}
            disabled={!!device}
            slotProps={{ select: { MenuProps: { onTransitionExited: refocus } }, htmlInput: { 'data-testid': 'gate-zone' } }}
          >
            {zones.map((z) => (
              <MenuItem key={`z${z.id}`} value={`z:${z.id}`} disabled={!z.active}>
                {zoneName(z)}
              </MenuItem>
            ))}
            {services.length > 0 && <ListSubheader>{translate('quickmode.service_points')}</ListSubheader>}
            {services.map((x) => (
              <MenuItem key={`s${x.id}`} value={`s:${x.id}`}>
                {(locale === 'en' && x.name_en) || x.name_it}
              </MenuItem>
            ))}
          </TextField>
          {!service && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={setting.direction}
              onChange={(_, value: ScanDirection | null) => value && (setSetting({ direction: value }), refocus())}
              aria-label={translate('resources.access-controls.fields.direction')}
            >
              {SCAN_DIRECTIONS.map((d) => (
                <ToggleButton key={d} value={d} data-testid={`gate-direction-${d}`} sx={{ px: 2 }}>
                  {translate(`resources.access-controls.directions.${d}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
        {gate.loading !== null && (
          <Typography variant="caption" color="text.secondary" data-testid="gate-loading">
            {translate('quickmode.loading_list', { count: gate.loading })}
          </Typography>
        )}
        {!ready && gate.meta && <Alert severity="info">{translate('quickmode.choose_zone')}</Alert>}
        <ScanInput
          ref={input}
          onScan={onScan}
          label={translate('quickmode.code')}
          testId="gate-code"
          disabled={!ready}
          keepFocus
          paused={dialog !== null}
          inputMode="text"
          autoCapitalize="characters"
        />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            onClick={() => setDialog('camera')}
            disabled={!ready}
            sx={{ flex: 1, py: 1.5 }}
            data-testid="gate-camera"
          >
            {translate('quickmode.camera')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<SearchIcon />}
            onClick={() => setDialog('search')}
            disabled={!ready || !gate.online}
            sx={{ flex: 1, py: 1.5, display: device ? 'none' : undefined }}
            data-testid="gate-search"
          >
            {translate('quickmode.search')}
          </Button>
        </Box>
        <Answer answer={latest} onOverride={canOverride ? () => setDialog('override') : undefined} />
        <Typography variant="subtitle2" color="text.secondary">
          {translate('quickmode.recent')}
        </Typography>
        <List dense disablePadding data-testid="gate-recent">
          {gate.recent.map((a) => (
            <Box
              component="li"
              key={a.key}
              sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
            >
              <Box
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  flex: 'none',
                  bgcolor: a.result === 'ADMITTED' ? GREEN : RED,
                }}
              />
              <Typography variant="body2" sx={{ flex: 'none', color: 'text.secondary' }}>
                {new Date(a.at).toLocaleTimeString(locale === 'en' ? 'en-GB' : 'it-IT')}
              </Typography>
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {a.holder?.label ?? '—'}
              </Typography>
              <Typography variant="caption" noWrap sx={{ flex: 'none', maxWidth: '45%' }}>
                {a.service
                  ? a.service.reason
                    ? translate(`resources.services.reasons.${a.service.reason}`)
                    : translate('quickmode.units', { used: a.service.used, limit: a.service.limit })
                  : a.reason
                    ? translate(`resources.access-controls.reasons.${a.reason}`)
                    : translate(`resources.access-controls.directions.${a.direction}`)}
                {a.offline && (
                  <CloudOffIcon
                    sx={{ fontSize: 12, ml: 0.5, verticalAlign: 'middle' }}
                    aria-label={translate('quickmode.decided_offline')}
                  />
                )}
              </Typography>
            </Box>
          ))}
        </List>
      </Box>
      {dialog === 'camera' && (
        <Suspense fallback={null}>
          <CameraScanner
            open
            onClose={() => setDialog(null)}
            onCode={(c) => {
              void submit(c);
            }}
          />
        </Suspense>
      )}
      <OverrideDialog open={dialog === 'override'} onClose={() => setDialog(null)} onConfirm={override} />
      {device && (
        <Confirm
          isOpen={dialog === 'forget'}
          title={translate('quickmode.forget')}
          content={translate('quickmode.forget_confirm', { name: device.name })}
          onConfirm={device.onForget}
          onClose={() => setDialog(null)}
        />
      )}
      <SearchDialog eventId={eventId} open={dialog === 'search'} onClose={() => setDialog(null)} onCode={(c) => void submit(c)} />
    </Box>
  );
}

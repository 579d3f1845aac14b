import type { TotemCheckinDto, TotemDeviceDto, TotemDto, TotemKioskDto, TotemPairingDto } from '@eventdesk/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Alert, Box, Button, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError, Loading, useLocale, useSetLocale, useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiFetch, type ApiFetchOptions, type ApiResponse } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { FullScreenEvent } from '../routing/FullScreenEvent';
import { useEventAbility } from '../routing/useEventAbility';
import { ScanInput, type ScanInputHandle } from '../scan/ScanInput';
import { deviceFetch, forgetDevice, pairDevice, storedDevice } from './device';

const HEARTBEAT_MS = 30_000;
/** How long the welcome (or the refusal) stays before the kiosk waits for the next person. */
const ANSWER_MS = 6000;
const GREEN = '#1b7f3b';
const RED = '#c62828';

type Step = 'scan' | 'type' | 'email' | 'otp';
/** A call of the kiosk's totem (`…/totems/{id}{path}`), with the device credential. */
type TotemCall = <T>(path: string, options?: ApiFetchOptions) => Promise<ApiResponse<T>>;

/**
 * `/events/{id}/totems/show` (issue 14): the self check-in kiosk, full screen, no staff navigation. It
 * runs on the device credential of its paired totem (issue 26 item 4), kept on the device: no staff
 * session is used. An ADMIN opening it on a device not yet paired chooses the totem and pairs it in
 * place; a kiosk without a staff session pairs with a code at `/kiosk`. The attendee scans their QR (a
 * wedge scanner types into the input, which keeps the focus), or types the code, or their e-mail and
 * the code mailed to them; a welcome with their name, and the badge's print job recorded. A heartbeat
 * tells the maintenance page the kiosk is alive; a reset there reloads it; a revocation unpairs it.
 */
export default function TotemKioskPage() {
  const eventId = Number(useParams().eventId);
  const navigate = useNavigate();
  const wanted = Number(useSearchParams()[0].get('totem') ?? 0);
  const [device, setDevice] = useState<TotemDeviceDto | null>(storedDevice);
  const forget = useCallback(() => {
    forgetDevice();
    setDevice(null);
    navigate('/kiosk', { replace: true });
  }, [navigate]);
  // An ADMIN opening another totem's kiosk on a paired device pairs it anew (as that totem).
  if (device && device.event_id === eventId && (!wanted || wanted === device.totem_id))
    return <DeviceKiosk device={device} onForget={forget} />;
  return (
    <FullScreenEvent>
      <PairHere onPaired={setDevice} />
    </FullScreenEvent>
  );
}

/**
 * A device not paired yet, under a staff login (SPEC §2: the page needs a login, not ADMIN): whoever may
 * pair a kiosk (`update` on `Totem`, the API's rule) pairs it in place; anyone else types the pairing
 * code an ADMIN made (`/kiosk`).
 */
function PairHere({ onPaired }: { onPaired: (device: TotemDeviceDto) => void }) {
  const can = useEventAbility();
  const current = useCurrentEvent();
  if (!current) return <Loading />;
  if (!can('update', 'Totem')) return <Navigate to="/kiosk" replace />;
  return <PairInPlace onPaired={onPaired} />;
}

/** A staff ADMIN on the device: the totem chosen (or named by `?totem=`), a pairing code is made and redeemed here. */
function PairInPlace({ onPaired }: { onPaired: (device: TotemDeviceDto) => void }) {
  const current = useCurrentEvent();
  const [params] = useSearchParams();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const eventId = current?.event.id;
  const chosen = Number(params.get('totem') ?? 0);
  const pair = useCallback(
    async (totemId: number) => {
      if (started.current || !eventId) return;
      started.current = true;
      try {
        const { json } = await apiFetch<TotemPairingDto>(`/api/events/${eventId}/totems/${totemId}/pairing`, { method: 'POST' });
        onPaired(await pairDevice(json.code));
      } catch (error) {
        started.current = false;
        setProblem((error as Error).message);
      }
    },
    [eventId, onPaired],
  );
  useEffect(() => {
    if (chosen) void pair(chosen);
  }, [chosen, pair]);
  if (!eventId) return <Loading />;
  if (problem) return <Alert severity="error">{problem}</Alert>;
  if (chosen) return <Loading />;
  return <ChooseTotem eventId={eventId} onChoose={(id) => void pair(id)} />;
}

/** The paired kiosk: its totem and event read with the credential; a revoked or deleted totem unpairs the device. */
function DeviceKiosk({ device, onForget }: { device: TotemDeviceDto; onForget: () => void }) {
  const [start, setStart] = useState<TotemKioskDto | null>(null);
  const call = useCallback<TotemCall>((path, options) => deviceFetch(device, path, options), [device]);
  useEffect(() => {
    call<TotemKioskDto>('/kiosk').then(
      ({ json }) => setStart(json),
      (error: unknown) => {
        if (error instanceof HttpError && [401, 403, 404].includes(error.status)) onForget();
      },
    );
  }, [call, onForget]);
  if (!start) return <Loading />;
  return <Kiosk eventName={start.event.name} call={call} onForget={onForget} />;
}

function ChooseTotem({ eventId, onChoose }: { eventId: number; onChoose: (id: number) => void }) {
  const translate = useTranslate();
  const [totems, setTotems] = useState<TotemDto[] | null>(null);
  useEffect(() => {
    // Kiosks only: a gate device (mode GATE) pairs a quick-mode tablet at /gate.
    void apiFetch<TotemDto[]>(`/api/events/${eventId}/totems?range=[0,199]&filter={"active":true}`).then(({ json }) =>
      setTotems(json.filter((t) => t.mode !== 'GATE')),
    );
  }, [eventId]);
  if (!totems) return <Loading />;
  return (
    <Box sx={{ p: 3, maxWidth: 480, mx: 'auto' }} data-testid="kiosk-choose">
      <Typography variant="h5" gutterBottom>
        {translate('resources.totems.choose')}
      </Typography>
      {totems.length === 0 && <Alert severity="info">{translate('resources.totems.none')}</Alert>}
      <List>
        {totems.map((t) => (
          <ListItemButton key={t.id} onClick={() => onChoose(t.id)}>
            <ListItemText primary={t.name} secondary={translate(`resources.totems.modes.${t.mode}`)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

function Kiosk({ eventName, call, onForget }: { eventName: string; call: TotemCall; onForget: () => void }) {
  const translate = useTranslate();
  const locale = useLocale();
  const setLocale = useSetLocale();
  const [step, setStep] = useState<Step>('scan');
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<TotemCheckinDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [totem, setTotem] = useState<TotemDto | null>(null);
  const input = useRef<ScanInputHandle | null>(null);
  const lastError = useRef<string | null>(null);
  const firstReset = useRef<string | null | undefined>(undefined);
  const forget = useRef(onForget);
  forget.current = onForget;

  // Alive: a heartbeat now and then (with the last error met); a reset from maintenance reloads the page.
  useEffect(() => {
    let stop = false;
    const beat = async () => {
      try {
        const { json } = await call<TotemDto>('/heartbeat', {
          method: 'POST',
          body: JSON.stringify({ error: lastError.current }),
        });
        lastError.current = null;
        if (stop) return;
        setTotem(json);
        if (firstReset.current === undefined) firstReset.current = json.reset_at;
        else if (json.reset_at !== firstReset.current) window.location.reload();
      } catch (error) {
        if (error instanceof HttpError && [401, 403, 404].includes(error.status)) forget.current();
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [call]);

  // A step changed: what was typed for the other one goes (the input keeps the focus itself: ScanInput).
  useEffect(() => {
    input.current?.clear();
    input.current?.focus();
  }, [step]);
  useEffect(() => {
    if (!answer && !problem) return;
    const timer = setTimeout(() => {
      setAnswer(null);
      setProblem(null);
      setStep('scan');
    }, ANSWER_MS);
    return () => clearTimeout(timer);
  }, [answer, problem]);

  const checkin = async (body: object) => {
    try {
      const { json } = await call<TotemCheckinDto>('/checkin', {
        method: 'POST',
        body: JSON.stringify({ ...body, nonce: crypto.randomUUID() }),
      });
      setAnswer(json);
    } catch (error) {
      lastError.current = (error as Error).message;
      setProblem((error as Error).message);
    }
  };

  const submit = async (text: string) => {
    if (step === 'email') {
      try {
        await call('/code', { method: 'POST', body: JSON.stringify({ email: text }) });
        setEmail(text);
        setStep('otp');
      } catch (error) {
        setProblem((error as Error).message);
      }
      return;
    }
    await checkin(step === 'otp' ? { email, otp: text } : { code: text });
  };

  const shown =
    answer ??
    (problem ? ({ result: 'DENIED', reason: null, holder: null, name: null, checked_in: null, printed: null } as TotemCheckinDto) : null);
  if (shown) {
    const ok = shown.result === 'WELCOME';
    return (
      <Box
        sx={{
          minHeight: '100dvh',
          bgcolor: ok ? GREEN : RED,
          color: 'common.white',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          p: 3,
        }}
        data-testid="kiosk-answer"
        data-result={shown.result}
      >
        {ok ? <CheckCircleIcon sx={{ fontSize: 96 }} /> : <CancelIcon sx={{ fontSize: 96 }} />}
        <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
          {ok
            ? translate('resources.totems.kiosk.welcome', { name: shown.name ?? shown.holder?.label ?? '' })
            : translate('resources.totems.kiosk.sorry')}
        </Typography>
        {ok && shown.printed && (
          <Typography variant="h5" data-testid="kiosk-badge">
            {translate('resources.totems.kiosk.collect')}
          </Typography>
        )}
        {ok && shown.printed === false && (
          <Typography variant="h5" data-testid="kiosk-badge">
            {translate('resources.totems.kiosk.printed_before')}
          </Typography>
        )}
        {!ok && (
          <Typography variant="h5" data-testid="kiosk-reason">
            {problem ??
              (shown.reason === 'invalid_code'
                ? translate('resources.totems.kiosk.invalid_code')
                : translate(`resources.access-controls.reasons.${shown.reason}`))}
          </Typography>
        )}
        {!ok && <Typography sx={{ mt: 2 }}>{translate('resources.totems.kiosk.ask_desk')}</Typography>}
      </Box>
    );
  }

  const label = {
    scan: 'resources.totems.kiosk.scan_label',
    type: 'resources.totems.kiosk.type_label',
    email: 'resources.totems.kiosk.email_label',
    otp: 'resources.totems.kiosk.otp_label',
  }[step];
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="kiosk">
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, gap: 1 }}>
        <Typography variant="h6" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {eventName}
        </Typography>
        <Button size="small" onClick={() => setLocale(locale === 'en' ? 'it' : 'en')} data-testid="kiosk-language">
          {locale === 'en' ? 'Italiano' : 'English'}
        </Button>
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
          p: 3,
          textAlign: 'center',
        }}
      >
        <QrCode2Icon sx={{ fontSize: 120, color: 'primary.main' }} />
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.totems.kiosk.title')}
        </Typography>
        <Typography variant="h6" color="text.secondary">
          {translate(step === 'scan' ? 'resources.totems.kiosk.scan' : step === 'otp' ? 'resources.totems.kiosk.otp_sent' : label)}
        </Typography>
        <Box sx={{ width: '100%', maxWidth: 520 }}>
          <ScanInput
            ref={input}
            onScan={(text) => void submit(text)}
            label={translate(label)}
            testId="kiosk-input"
            type={step === 'email' ? 'email' : 'text'}
            inputMode={step === 'otp' ? 'numeric' : undefined}
            keepFocus
          >
            {step !== 'scan' && (
              <Button
                variant="contained"
                size="large"
                sx={{ mt: 2, px: 6 }}
                onClick={() => input.current?.submit()}
                data-testid="kiosk-submit"
              >
                {translate('resources.totems.kiosk.go')}
              </Button>
            )}
          </ScanInput>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
          {step !== 'type' && (
            <Button variant="outlined" size="large" onClick={() => setStep('type')} data-testid="kiosk-type">
              {translate('resources.totems.kiosk.type')}
            </Button>
          )}
          {step !== 'email' && step !== 'otp' && (
            <Button variant="outlined" size="large" onClick={() => setStep('email')} data-testid="kiosk-email">
              {translate('resources.totems.kiosk.email')}
            </Button>
          )}
          {step !== 'scan' && (
            <Button size="large" onClick={() => setStep('scan')}>
              {translate('ra.action.cancel')}
            </Button>
          )}
        </Box>
        {totem && !totem.active && <Alert severity="warning">{translate('resources.totems.off')}</Alert>}
      </Box>
    </Box>
  );
}

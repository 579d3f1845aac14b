import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScanInput } from '../scan/ScanInput';
import { Answer } from './Answer';
import type { GateDevice } from './gate-device';
import { GateBar } from './GateBar';
import { GateDialogs } from './GateDialogs';
import { GateFallbacks } from './GateFallbacks';
import { GatePicker } from './GatePicker';
import { RecentScans } from './RecentScans';
import { useGateScreen } from './useGateScreen';

/** The gate screen, for a staff member (`canOverride`: may "admit anyway") or a paired gate tablet (`device`). */
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
  const s = useGateScreen(eventId, device);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="quickmode">
      <GateBar
        eventId={eventId}
        eventName={eventName}
        device={device}
        online={s.gate.online}
        queue={s.gate.queue}
        onForget={() => s.setDialog('forget')}
      />
      <Box sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 720, width: '100%', mx: 'auto' }}>
        <GatePicker
          zones={s.zones}
          services={s.services}
          zone={s.zone}
          service={s.service}
          direction={s.setting.direction}
          locked={!!device}
          onChange={s.setSetting}
          onClosed={s.refocus}
        />
        {s.gate.loading !== null && (
          <Typography variant="caption" color="text.secondary" data-testid="gate-loading">
            {translate('quickmode.loading_list', { count: s.gate.loading })}
          </Typography>
        )}
        {!s.ready && s.gate.meta && <Alert severity="info">{translate('quickmode.choose_zone')}</Alert>}
        <ScanInput
          ref={s.input}
          onScan={s.onScan}
          label={translate('quickmode.code')}
          testId="gate-code"
          disabled={!s.ready}
          keepFocus
          paused={s.dialog !== null}
          inputMode="text"
          autoCapitalize="characters"
        />
        <GateFallbacks
          ready={s.ready}
          online={s.gate.online}
          search={!device}
          onCamera={() => s.setDialog('camera')}
          onSearch={() => s.setDialog('search')}
        />
        <Answer answer={s.latest} onOverride={canOverride ? () => s.setDialog('override') : undefined} />
        <RecentScans recent={s.gate.recent} />
      </Box>
      <GateDialogs
        eventId={eventId}
        dialog={s.dialog}
        device={device}
        onClose={() => s.setDialog(null)}
        onCode={s.onScan}
        onOverride={s.override}
      />
    </Box>
  );
}

import { lazy, Suspense } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { GateDevice } from './gate-device';
import { OverrideDialog } from './OverrideDialog';
import { SearchDialog } from './SearchDialog';
import type { GateDialog } from './useGateScreen';

const CameraScanner = lazy(() => import('./CameraScanner'));

/** The gate's one open dialog: the camera, "admit anyway", forgetting the pairing (a tablet), the search. */
export function GateDialogs({
  eventId,
  dialog,
  device,
  onClose,
  onCode,
  onOverride,
}: {
  eventId: number;
  dialog: GateDialog;
  device?: GateDevice;
  onClose: () => void;
  /** A code read by the camera or found by the search, scanned as if typed. */
  onCode: (code: string) => void;
  onOverride: (note: string) => Promise<void>;
}) {
  const translate = useTranslate();
  return (
    <>
      {dialog === 'camera' && (
        <Suspense fallback={null}>
          <CameraScanner open onClose={onClose} onCode={onCode} />
        </Suspense>
      )}
      <OverrideDialog open={dialog === 'override'} onClose={onClose} onConfirm={onOverride} />
      {device && (
        <Confirm
          isOpen={dialog === 'forget'}
          title={translate('quickmode.forget')}
          content={translate('quickmode.forget_confirm', { name: device.name })}
          onConfirm={device.onForget}
          onClose={onClose}
        />
      )}
      <SearchDialog eventId={eventId} open={dialog === 'search'} onClose={onClose} onCode={onCode} />
    </>
  );
}

import { Alert, Box, Button, Dialog, DialogActions, DialogContent } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Reads QR codes with the device's camera (@zxing/browser, loaded only when opened); each code read goes to `onCode`. */
export default function CameraScanner({ open, onClose, onCode }: { open: boolean; onClose: () => void; onCode: (code: string) => void }) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader();
        if (cancelled || !video.current) return;
        const controls = await reader.decodeFromVideoDevice(undefined, video.current, (result) => {
          if (!result) return;
          const code = result.getText();
          // The same code held in front of the camera is read once every 3 seconds.
          if (last.current && last.current.code === code && Date.now() - last.current.at < 3000) return;
          last.current = { code, at: Date.now() };
          onCode(code);
        });
        stop = () => controls.stop();
        if (cancelled) stop();
      } catch (e) {
        setError((e as Error).message || String(e));
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [open, onCode]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogContent>
        {error && <Alert severity="warning">{translate('quickmode.camera_error', { message: error })}</Alert>}
        <Box component="video" ref={video} muted playsInline sx={{ width: '100%', borderRadius: 1, bgcolor: 'black' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

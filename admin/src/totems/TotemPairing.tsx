import type { TotemDto, TotemPairingDto } from '@eventdesk/shared';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip, Typography } from '@mui/material';
import { useState, type ElementType, type MouseEvent, type ReactElement } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';

const stop = (e: MouseEvent) => e.stopPropagation();

/**
 * A row action of the totems list: a labelled button, or (`compact`, a tablet's width) its icon with the
 * label as tooltip and accessible name, so the four actions of a row fit at 1024 px.
 */
export function RowAction({
  label,
  icon,
  compact,
  testId,
  onClick,
  component,
  to,
}: {
  label: string;
  icon: ReactElement;
  compact: boolean;
  testId: string;
  onClick?: (e: MouseEvent) => void;
  component?: ElementType;
  to?: string;
}) {
  const link = component ? { component, to } : {};
  if (compact)
    return (
      <Tooltip title={label}>
        <IconButton size="small" color="primary" aria-label={label} onClick={onClick} data-testid={testId} {...link}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  return (
    <Button size="small" onClick={onClick} startIcon={icon} data-testid={testId} sx={{ whiteSpace: 'nowrap' }} {...link}>
      {label}
    </Button>
  );
}

/** Shows a one-time code (10 minutes) that pairs a kiosk with this totem: typed at `/kiosk`, or opened as its link. */
export function PairKiosk({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<TotemDto>();
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const notify = useNotify();
  const [pairing, setPairing] = useState<TotemPairingDto | null>(null);
  if (!record || !eventId) return null;
  // A gate device (mode GATE, issue 29 item 8) pairs a quick-mode tablet, a totem its kiosk.
  const gate = record.mode === 'GATE';
  const open = async (e: MouseEvent) => {
    e.stopPropagation();
    try {
      setPairing((await apiFetch<TotemPairingDto>(`/api/events/${eventId}/totems/${record.id}/pairing`, { method: 'POST' })).json);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <RowAction
        label={translate(gate ? 'resources.totems.pairing.pair_gate' : 'resources.totems.pairing.pair')}
        icon={<LinkIcon />}
        compact={compact}
        testId="totem-pair"
        onClick={open}
      />
      <Dialog open={!!pairing} onClose={() => setPairing(null)} onClick={stop} data-testid="totem-pair-dialog">
        <DialogTitle>
          {translate(gate ? 'resources.totems.pairing.title_gate' : 'resources.totems.pairing.title', { name: record.name })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="h3" component="p" sx={{ fontFamily: 'monospace', textAlign: 'center', my: 2 }} data-testid="totem-pair-code">
            {pairing?.code}
          </Typography>
          <Typography gutterBottom>
            {translate(gate ? 'resources.totems.pairing.help_gate' : 'resources.totems.pairing.help', {
              time: pairing ? new Date(pairing.expires_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '',
            })}
          </Typography>
          {pairing && (
            <Box
              sx={{ width: 220, mx: 'auto', '& svg': { width: '100%', height: 'auto' } }}
              data-testid="totem-pair-qr"
              // The SVG is the API's, drawn by the qrcode library from the kiosk's pairing address: no user markup.
              dangerouslySetInnerHTML={{ __html: pairing.qr_svg }}
            />
          )}
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }} color="text.secondary">
            {pairing?.url}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPairing(null)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Every kiosk paired with this totem stops at once (a lost or replaced device). */
export function UnpairKiosks({ compact = false }: { compact?: boolean }) {
  const record = useRecordContext<TotemDto>();
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  if (!record || !eventId) return null;
  const unpair = async () => {
    setAsking(false);
    try {
      const { json } = await apiFetch<{ revoked: number }>(`/api/events/${eventId}/totems/${record.id}/devices`, { method: 'DELETE' });
      notify(json.revoked ? 'resources.totems.pairing.unpaired' : 'resources.totems.pairing.unpaired_none', {
        messageArgs: { smart_count: json.revoked },
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <span onClick={stop}>
      <RowAction
        label={translate('resources.totems.pairing.unpair')}
        icon={<LinkOffIcon />}
        compact={compact}
        testId="totem-unpair"
        onClick={() => setAsking(true)}
      />
      <Confirm
        isOpen={asking}
        title={translate('resources.totems.pairing.unpair')}
        content={translate(
          record.mode === 'GATE' ? 'resources.totems.pairing.unpair_confirm_gate' : 'resources.totems.pairing.unpair_confirm',
          {
            name: record.name,
          },
        )}
        onConfirm={() => void unpair()}
        onClose={() => setAsking(false)}
      />
    </span>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TabletIcon from '@mui/icons-material/TabletAndroid';
import { AppBar, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GateDevice } from './gate-device';
import { connection } from './gate-status';

/** The gate's top bar: back to the event (or, on a paired tablet, forget the pairing), the event, the tablet, online and the queue. */
export function GateBar({
  eventId,
  eventName,
  device,
  online,
  queue,
  onForget,
}: {
  eventId: number;
  eventName: string;
  device?: GateDevice;
  online: boolean;
  queue: number;
  onForget: () => void;
}) {
  const translate = useTranslate();
  const status = connection(online);
  return (
    <AppBar position="static" color="default" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1, flexWrap: 'wrap', py: 0.5 }}>
        {device ? (
          <IconButton onClick={onForget} aria-label={translate('quickmode.forget')} edge="start" data-testid="gate-forget">
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
          color={status.color}
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          label={translate(status.label)}
          data-testid="gate-online"
        />
        <Chip
          size="small"
          variant="outlined"
          label={translate('quickmode.queue', { smart_count: queue })}
          data-testid="gate-queue"
          data-count={queue}
        />
      </Toolbar>
    </AppBar>
  );
}

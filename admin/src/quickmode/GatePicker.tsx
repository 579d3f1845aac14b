import { SCAN_DIRECTIONS, type OfflineZone, type ScanDirection, type ServiceDto } from '@eventdesk/shared';
import { Box, ListSubheader, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { localName, parseSelection, selectionValue, zoneLabel, type GateSetting } from './gate-setting';

/** Where the gate scans (a zone or a service point; fixed on a paired tablet) and, at a zone, which way. */
export function GatePicker({
  zones,
  services,
  zone,
  service,
  direction,
  locked,
  onChange,
  onClosed,
}: {
  zones: OfflineZone[];
  services: ServiceDto[];
  zone: OfflineZone | null;
  service: ServiceDto | null;
  direction: ScanDirection;
  locked: boolean;
  onChange: (next: Partial<GateSetting>) => void;
  /** The menu or a direction was chosen: the scan input takes the focus back. */
  onClosed: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('quickmode.zone')}
        value={selectionValue(service, zone)}
        onChange={(e) => onChange(parseSelection(String(e.target.value)))}
        sx={{ flex: '1 1 200px' }}
        disabled={locked}
        slotProps={{ select: { MenuProps: { onTransitionExited: onClosed } }, htmlInput: { 'data-testid': 'gate-zone' } }}
      >
        {zones.map((z) => (
          <MenuItem key={`z${z.id}`} value={`z:${z.id}`} disabled={!z.active}>
            {zoneLabel(locale, z)}
          </MenuItem>
        ))}
        {services.length > 0 && <ListSubheader>{translate('quickmode.service_points')}</ListSubheader>}
        {services.map((x) => (
          <MenuItem key={`s${x.id}`} value={`s:${x.id}`}>
            {localName(locale, x)}
          </MenuItem>
        ))}
      </TextField>
      {!service && (
        <ToggleButtonGroup
          exclusive
          size="small"
          value={direction}
          onChange={(_, value: ScanDirection | null) => value && (onChange({ direction: value }), onClosed())}
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
  );
}

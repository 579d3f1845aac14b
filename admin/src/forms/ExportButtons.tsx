import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

type Sort = { field: string; order: string };

/**
 * The event resources the API exports (`…/export`), and whether it also writes the stored codes
 * (`values=codes`); the credits' export is the accreditation provider's file, in one form only.
 */
const EXPORTS = {
  attendees: { codes: true },
  vehicles: { codes: true },
  'access-controls': { codes: true },
  'credits/results': { codes: false },
} as const satisfies Record<string, { codes: boolean }>;
export type ExportableResource = keyof typeof EXPORTS;

/** `GET /api/events/{id}/{resource}/export?…`: the list as it is filtered and sorted, as a file. */
export function exportHref(
  eventId: number,
  resource: ExportableResource,
  format: 'csv' | 'xlsx',
  filter: object,
  sort: Sort,
  values: 'readable' | 'codes' = 'readable',
) {
  const query = new URLSearchParams({ format, values, filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) });
  return `/api/events/${eventId}/${resource}/export?${query}`;
}

/**
 * The export buttons of a list (attendees, vehicles, credits): CSV and Excel as the reader reads them, and,
 * where the API writes them, a menu for the stored codes (ids, enum values, ISO dates) — a file that goes
 * back into an import or another system. The current filter and sort apply.
 */
export function ExportButtons({ eventId, resource }: { eventId: number; resource: ExportableResource }) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <MuiButton
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          href={exportHref(eventId, resource, format, filterValues, sort)}
          data-testid={`export-${format}`}
        >
          {translate(`resources.attendees.export.${format}`)}
        </MuiButton>
      ))}
      {EXPORTS[resource].codes && <CodesMenu href={(format) => exportHref(eventId, resource, format, filterValues, sort, 'codes')} />}
    </>
  );
}

/** The menu of the files with the stored codes, CSV or Excel. */
function CodesMenu({ href }: { href: (format: 'csv' | 'xlsx') => string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <MuiButton size="small" startIcon={<DataObjectIcon />} onClick={(e) => setAnchor(e.currentTarget)} data-testid="export-codes">
        {translate('resources.attendees.export.codes')}
      </MuiButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} keepMounted>
        {(['csv', 'xlsx'] as const).map((format) => (
          <MenuItem key={format} component="a" href={href(format)} onClick={() => setAnchor(null)} data-testid={`export-${format}-codes`}>
            {translate(`resources.attendees.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

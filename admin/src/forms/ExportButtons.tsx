import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

type Sort = { field: string; order: string };

/** The event resources the API exports (`…/export`). */
export type ExportableResource = 'attendees' | 'vehicles' | 'access-controls';

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
 * The export buttons of a list (attendees, vehicles): CSV and Excel as the reader reads them, and a
 * menu for the stored codes (ids, enum values, ISO dates) — a file that goes back into an import or
 * another system. The current filter and sort apply.
 */
export function ExportButtons({ eventId, resource }: { eventId: number; resource: ExportableResource }) {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <MuiButton size="small" startIcon={<DataObjectIcon />} onClick={(e) => setAnchor(e.currentTarget)} data-testid="export-codes">
        {translate('resources.attendees.export.codes')}
      </MuiButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} keepMounted>
        {(['csv', 'xlsx'] as const).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={exportHref(eventId, resource, format, filterValues, sort, 'codes')}
            onClick={() => setAnchor(null)}
            data-testid={`export-${format}-codes`}
          >
            {translate(`resources.attendees.export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

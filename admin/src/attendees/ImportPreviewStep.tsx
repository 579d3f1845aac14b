import type { ImportPreviewDto } from '@eventdesk/shared';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

/**
 * Category and company names of the file that match no record: listed, and created in one click by
 * whoever may create them (then the preview runs again).
 */
function MissingNames({
  preview,
  onCreate,
  busy,
  mayCreate,
}: {
  preview: ImportPreviewDto;
  onCreate: () => void;
  busy: boolean;
  mayCreate: (what: 'AttendeeCategory' | 'EventCompany') => boolean;
}) {
  const translate = useTranslate();
  const { event_attendee_category_id: categories, event_company_id: companies } = preview.missing;
  if (!categories.length && !companies.length) return null;
  const canCreate = (!categories.length || mayCreate('AttendeeCategory')) && (!companies.length || mayCreate('EventCompany'));
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      data-testid="import-missing"
      action={
        canCreate && (
          <Button
            label="resources.attendees.import.create_missing"
            onClick={onCreate}
            disabled={busy}
            data-testid="import-create-missing"
          />
        )
      }
    >
      <Typography variant="subtitle2">{translate('resources.attendees.import.missing_title')}</Typography>
      {categories.length > 0 && (
        <Typography variant="body2">
          {translate('resources.attendees.import.missing_categories', { names: categories.join(', ') })}
        </Typography>
      )}
      {companies.length > 0 && (
        <Typography variant="body2">
          {translate('resources.attendees.import.missing_companies', { names: companies.join(', ') })}
        </Typography>
      )}
    </Alert>
  );
}

/** The import's third step: the dry run's counts, the names to create, the errors of each row, then apply. */
export function ImportPreviewStep({
  resource,
  label,
  mayCreate,
  preview,
  onApply,
  onCreateMissing,
  busy,
}: {
  resource: 'attendees' | 'vehicles';
  label: (field: string) => string;
  mayCreate: (what: 'AttendeeCategory' | 'EventCompany') => boolean;
  preview: ImportPreviewDto;
  onApply: () => void;
  onCreateMissing: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 3 }} data-testid="import-preview-result">
      <Typography variant="h6">{translate('resources.attendees.import.preview_title')}</Typography>
      <Typography data-testid="import-counts">
        {translate(`resources.${resource}.import.counts`, {
          total: preview.total_rows,
          valid: preview.valid_rows,
          invalid: preview.invalid_rows,
          creates: preview.creates,
          updates: preview.updates,
        })}
      </Typography>
      <MissingNames preview={preview} onCreate={onCreateMissing} busy={busy} mayCreate={mayCreate} />
      {preview.errors.length > 0 && (
        <Table size="small" sx={{ mt: 1 }} data-testid="import-errors">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.attendees.import.row')}</TableCell>
              <TableCell>{translate('resources.attendees.import.field')}</TableCell>
              <TableCell>{translate('resources.attendees.import.message')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.errors.map((e, i) => (
              <TableRow key={i} data-testid="import-error-row">
                <TableCell>{e.row}</TableCell>
                <TableCell>{label(e.field)}</TableCell>
                <TableCell>{e.messages.join(' ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {preview.invalid_rows > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('resources.attendees.import.invalid_skipped')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          label="resources.attendees.import.apply"
          onClick={onApply}
          disabled={busy || preview.valid_rows === 0}
          data-testid="import-apply"
        />
      </Box>
    </Box>
  );
}

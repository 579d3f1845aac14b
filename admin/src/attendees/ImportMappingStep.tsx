import type { ImportMappingInput, ImportUploadDto } from '@eventdesk/shared';
import {
  Alert,
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { Button, useTranslate } from 'react-admin';

type Mapping = ImportMappingInput['mapping'];

/** The import's second step: each column of the file to a field the role may write (or none). */
export function ImportMappingStep({
  targets,
  label,
  upload,
  mapping,
  onChange,
  onPreview,
  busy,
}: {
  /** The fields a column may go to. */
  targets: readonly string[];
  label: (field: string) => string;
  upload: ImportUploadDto;
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
  onPreview: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const mappedFields = Object.values(mapping).filter(Boolean) as string[];
  const duplicate = mappedFields.find((f, i) => mappedFields.indexOf(f) !== i);
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6">{translate('resources.attendees.import.mapping_title')}</Typography>
      <Table size="small" data-testid="import-mapping">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.attendees.import.column')}</TableCell>
            <TableCell>{translate('resources.attendees.import.field')}</TableCell>
            <TableCell>{translate('resources.attendees.import.sample')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {upload.columns.map((column, i) => (
            <TableRow key={column}>
              <TableCell>{column}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>
                <MuiTextField
                  select
                  size="small"
                  fullWidth
                  value={mapping[column] ?? ''}
                  onChange={(e) => onChange({ ...mapping, [column]: e.target.value || null })}
                  slotProps={{ htmlInput: { 'data-testid': `mapping-${column}` } }}
                >
                  <MenuItem value="">
                    <em>{translate('resources.attendees.import.ignore')}</em>
                  </MenuItem>
                  {targets.map((f) => (
                    <MenuItem key={f} value={f}>
                      {label(f)}
                    </MenuItem>
                  ))}
                </MuiTextField>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                {upload.sample
                  .map((row) => row[i])
                  .filter((v) => v !== undefined && v !== '')
                  .slice(0, 3)
                  .join(' · ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {duplicate && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.attendees.import.duplicate', { field: label(duplicate) })}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          label="resources.attendees.import.preview"
          onClick={onPreview}
          disabled={busy || !!duplicate || mappedFields.length === 0}
          data-testid="import-preview"
        />
      </Box>
    </Box>
  );
}

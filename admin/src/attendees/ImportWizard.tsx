import type { ImportMappingInput, ImportPreviewDto, ImportUploadDto, JobDto, JobStatus } from '@eventdesk/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Button, HttpError, Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useAttendeeUi } from './useAttendeeUi';

type Mapping = ImportMappingInput['mapping'];
const STEPS = ['upload', 'mapping', 'preview', 'apply'] as const;
const FINISHED = new Set<JobStatus>(['done', 'failed', 'interrupted']);

function errorText(e: unknown, translate: ReturnType<typeof useTranslate>): string {
  if (e instanceof HttpError) {
    if (e.status === 413) return translate('resources.attendees.import.too_large');
    const body = e.body as { errors?: Record<string, unknown> } | undefined;
    const file = body?.errors?.file;
    if (file) return String(file);
    return e.message;
  }
  return (e as Error)?.message ?? String(e);
}

/**
 * `/events/{id}/attendees/import`: upload a CSV/XLSX → map its columns to fields (pre-filled from the
 * API's suggestion) → dry-run preview with the errors of each row → apply as a background job,
 * polled every second → summary (and resume when the job was interrupted).
 */
export default function ImportWizard() {
  const ui = useAttendeeUi();
  const translate = useTranslate();
  const [upload, setUpload] = useState<ImportUploadDto | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [jobId, setJobId] = useState<string | number | null>(null);
  const [job, setJob] = useState<JobDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const eventId = ui?.eventId;
  const base = `/api/events/${eventId}/attendees/import`;

  // Polls the job every second until it ends.
  useEffect(() => {
    if (jobId === null || !eventId) return;
    let cancelled = false;
    const poll = async () => {
      try {
        const { json } = await apiFetch<JobDto>(`/api/events/${eventId}/jobs/${jobId}`);
        if (cancelled) return;
        setJob(json);
        if (!FINISHED.has(json.status)) timer.current = setTimeout(poll, 1000);
      } catch (e) {
        if (!cancelled) setError(errorText(e, translate));
      }
    };
    poll();
    return () => {
      cancelled = true;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [jobId, eventId, translate]);

  if (!ui) return <Loading />;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorText(e, translate));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (file: File | undefined) =>
    file &&
    run(async () => {
      const body = new FormData();
      body.append('file', file);
      const { json } = await apiFetch<ImportUploadDto>(base, { method: 'POST', body });
      setUpload(json);
      setMapping(Object.fromEntries(json.columns.map((c) => [c, json.suggested_mapping[c] ?? null])));
      setPreview(null);
      setJobId(null);
      setJob(null);
    });

  const runPreview = () =>
    run(async () => {
      const { json } = await apiFetch<ImportPreviewDto>(`${base}/${upload!.upload_id}/preview`, { method: 'POST', body: JSON.stringify({ mapping }) });
      setPreview(json);
    });

  const apply = () =>
    run(async () => {
      const { json } = await apiFetch<{ job_id: string | number }>(`${base}/${upload!.upload_id}/apply`, { method: 'POST', body: JSON.stringify({ mapping }) });
      setJob(null);
      setJobId(json.job_id);
    });

  const resume = () =>
    run(async () => {
      await apiFetch(`/api/events/${ui.eventId}/jobs/${jobId}/resume`, { method: 'POST' });
      setJob(null);
      const id = jobId;
      setJobId(null);
      setTimeout(() => setJobId(id), 0);
    });

  const targets = [
    'attendee_code',
    ...ui.visible.filter((f) => !f.readonly && !['id', 'uuid', 'attendee_code', 'badge_delivered_at'].includes(f.name)).map((f) => f.name),
  ];
  const step = jobId !== null ? 3 : preview ? 2 : upload ? 1 : 0;
  const mappedFields = Object.values(mapping).filter(Boolean) as string[];
  const duplicate = mappedFields.find((f, i) => mappedFields.indexOf(f) !== i);
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;

  return (
    <Card sx={{ mt: 2 }} data-testid="import-wizard">
      <Title title={translate('resources.attendees.import.title')} />
      <CardContent>
        <Button component={Link} to={`/events/${ui.eventId}/attendees`} label="resources.attendees.import.back">
          <ArrowBackIcon />
        </Button>
        <Stepper activeStep={step} sx={{ my: 2 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{translate(`resources.attendees.import.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error">
            {error}
          </Alert>
        )}

        {jobId === null && (
          <Box sx={{ mb: 2 }}>
            <Button component="label" variant="outlined" label="resources.attendees.import.choose_file" disabled={busy}>
              <>
                <UploadFileIcon />
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  data-testid="import-file"
                  onChange={(e) => {
                    onFile(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </>
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.attendees.import.file_help')}
            </Typography>
          </Box>
        )}
        {busy && <LinearProgress sx={{ mb: 2 }} />}

        {upload && jobId === null && (
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
                        onChange={(e) => {
                          setMapping({ ...mapping, [column]: e.target.value || null });
                          setPreview(null);
                        }}
                        slotProps={{ htmlInput: { 'data-testid': `mapping-${column}` } }}
                      >
                        <MenuItem value="">
                          <em>{translate('resources.attendees.import.ignore')}</em>
                        </MenuItem>
                        {targets.map((f) => (
                          <MenuItem key={f} value={f}>
                            {ui.label(f)}
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
                {translate('resources.attendees.import.duplicate', { field: ui.label(duplicate) })}
              </Alert>
            )}
            <Box sx={{ mt: 2 }}>
              <Button
                variant="contained"
                label="resources.attendees.import.preview"
                onClick={runPreview}
                disabled={busy || !!duplicate || mappedFields.length === 0}
                data-testid="import-preview"
              />
            </Box>
          </Box>
        )}

        {preview && jobId === null && (
          <Box sx={{ mb: 3 }} data-testid="import-preview-result">
            <Typography variant="h6">{translate('resources.attendees.import.preview_title')}</Typography>
            <Typography data-testid="import-counts">
              {translate('resources.attendees.import.counts', {
                total: preview.total_rows,
                valid: preview.valid_rows,
                invalid: preview.invalid_rows,
                creates: preview.creates,
                updates: preview.updates,
              })}
            </Typography>
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
                      <TableCell>{ui.label(e.field)}</TableCell>
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
                onClick={apply}
                disabled={busy || preview.valid_rows === 0}
                data-testid="import-apply"
              />
            </Box>
          </Box>
        )}

        {jobId !== null && (
          <Box>
            <Typography>{translate(`resources.attendees.import.status.${job?.status ?? 'queued'}`)}</Typography>
            <LinearProgress variant="determinate" value={job?.status === 'done' ? 100 : percent} sx={{ my: 1, height: 8 }} data-testid="import-progress" aria-valuenow={percent} />
            <Typography variant="body2" color="text.secondary">
              {job ? `${job.processed} / ${job.total}` : ''}
            </Typography>
            {job && FINISHED.has(job.status) && (
              <Alert severity={job.status === 'done' && job.failed === 0 ? 'success' : job.status === 'done' ? 'warning' : 'error'} sx={{ mt: 2 }} data-testid="import-summary">
                {translate('resources.attendees.import.summary', { created: job.created, updated: job.updated, failed: job.failed })}
              </Alert>
            )}
            {job?.status === 'interrupted' && (
              <Button variant="contained" label="resources.attendees.import.resume" onClick={resume} disabled={busy} sx={{ mt: 2 }} data-testid="import-resume" />
            )}
            {job && FINISHED.has(job.status) && (
              <Button component={Link} to={`/events/${ui.eventId}/attendees`} label="resources.attendees.import.to_list" sx={{ mt: 2, ml: 1 }} data-testid="import-to-list" />
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

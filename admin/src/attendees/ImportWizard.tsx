import { IMPORT_REFERENCE_FIELDS, type ImportMappingInput, type ImportPreviewDto, type ImportUploadDto } from '@eventdesk/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Card, CardContent, LinearProgress, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, HttpError, Loading, Title, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiFetch } from '../api/http';
import { useJobProgress } from '../api/useJobProgress';
import { ImportJobStep } from './ImportJobStep';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportPreviewStep } from './ImportPreviewStep';
import { useAttendeeUi } from './useAttendeeUi';
import { ATTENDEE_READONLY_FIELDS } from '@eventdesk/shared';

type Mapping = ImportMappingInput['mapping'];
const STEPS = ['upload', 'mapping', 'preview', 'apply'] as const;

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
export default function AttendeeImportPage() {
  const ui = useAttendeeUi();
  if (!ui) return <Loading />;
  // The attendee code is the server's, but an import matches existing attendees by it.
  const targets = [
    'attendee_code',
    ...ui.visible.filter((f) => !f.readonly && !(ATTENDEE_READONLY_FIELDS as readonly string[]).includes(f.name)).map((f) => f.name),
  ];
  return (
    <ImportWizard
      eventId={ui.eventId}
      resource="attendees"
      targets={targets}
      label={ui.label}
      mayCreate={(what) => ui.can('create', what)}
      title="resources.attendees.import.title"
    />
  );
}

/** What a resource's import needs from the screen: where, the fields a column may go to and their labels. */
export interface ImportWizardProps {
  eventId: number;
  resource: 'attendees' | 'vehicles';
  targets: readonly string[];
  label: (field: string) => string;
  mayCreate: (what: 'AttendeeCategory' | 'EventCompany') => boolean;
  /** The page's title (a message key). */
  title: string;
}

/** The import wizard of a resource (attendees, vehicles): the same steps against `/api/events/{id}/{resource}/import`. */
export function ImportWizard({ eventId, resource, targets, label, mayCreate, title }: ImportWizardProps) {
  const translate = useTranslate();
  const [upload, setUpload] = useState<ImportUploadDto | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [preview, setPreview] = useState<ImportPreviewDto | null>(null);
  const [jobId, setJobId] = useState<string | number | null>(null);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const job = useJobProgress(eventId, jobId, (e) => setError(errorText(e, translate)));
  const base = `/api/events/${eventId}/${resource}/import`;

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
    });

  const runPreview = () =>
    run(async () => {
      const { json } = await apiFetch<ImportPreviewDto>(`${base}/${upload!.upload_id}/preview`, {
        method: 'POST',
        body: JSON.stringify({ mapping }),
      });
      setPreview(json);
    });

  /** Creates the categories and companies the file names but the event lacks, then previews again. */
  const createMissing = () =>
    run(async () => {
      const missing = preview!.missing;
      const create = (what: string, name: string) =>
        apiFetch(`/api/events/${eventId}/${what}`, { method: 'POST', body: JSON.stringify({ name }) });
      for (const name of missing.event_attendee_category_id) await create(IMPORT_REFERENCE_FIELDS.event_attendee_category_id, name);
      for (const name of missing.event_company_id) await create(IMPORT_REFERENCE_FIELDS.event_company_id, name);
      notify('resources.attendees.import.created_missing', {
        type: 'info',
        messageArgs: { smart_count: missing.event_attendee_category_id.length + missing.event_company_id.length },
      });
      const { json } = await apiFetch<ImportPreviewDto>(`${base}/${upload!.upload_id}/preview`, {
        method: 'POST',
        body: JSON.stringify({ mapping }),
      });
      setPreview(json);
    });

  const apply = () =>
    run(async () => {
      const { json } = await apiFetch<{ job_id: string | number }>(`${base}/${upload!.upload_id}/apply`, {
        method: 'POST',
        body: JSON.stringify({ mapping }),
      });
      setJobId(json.job_id);
    });

  const resume = () =>
    run(async () => {
      await apiFetch(`/api/events/${eventId}/jobs/${jobId}/resume`, { method: 'POST' });
      const id = jobId;
      setJobId(null);
      setTimeout(() => setJobId(id), 0);
    });

  const step = jobId !== null ? 3 : preview ? 2 : upload ? 1 : 0;

  return (
    <Card sx={{ mt: 2 }} data-testid="import-wizard">
      <Title title={translate(title)} />
      <CardContent>
        <Button component={Link} to={`/events/${eventId}/${resource}`} label={`resources.${resource}.import.back`}>
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
              {translate(`resources.${resource}.import.file_help`)}
            </Typography>
          </Box>
        )}
        {busy && <LinearProgress sx={{ mb: 2 }} />}

        {upload && jobId === null && (
          <ImportMappingStep
            targets={targets}
            label={label}
            upload={upload}
            mapping={mapping}
            onChange={(next) => {
              setMapping(next);
              setPreview(null);
            }}
            onPreview={runPreview}
            busy={busy}
          />
        )}

        {preview && jobId === null && (
          <ImportPreviewStep
            resource={resource}
            label={label}
            mayCreate={mayCreate}
            preview={preview}
            onApply={apply}
            onCreateMissing={createMissing}
            busy={busy}
          />
        )}

        {jobId !== null && <ImportJobStep eventId={eventId} resource={resource} job={job} onResume={resume} busy={busy} />}
      </CardContent>
    </Card>
  );
}

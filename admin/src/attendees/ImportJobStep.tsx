import type { JobDto } from '@eventdesk/shared';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FINISHED } from '../api/useJobProgress';

/** The import's last step: the background job's progress, then its summary (and resume when interrupted). */
export function ImportJobStep({
  eventId,
  resource,
  job,
  onResume,
  busy,
}: {
  eventId: number;
  resource: 'attendees' | 'vehicles';
  job: JobDto | null;
  onResume: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Box>
      <Typography>{translate(`resources.attendees.import.status.${job?.status ?? 'queued'}`)}</Typography>
      <LinearProgress
        variant="determinate"
        value={job?.status === 'done' ? 100 : percent}
        sx={{ my: 1, height: 8 }}
        data-testid="import-progress"
        aria-valuenow={percent}
      />
      <Typography variant="body2" color="text.secondary">
        {job ? `${job.processed} / ${job.total}` : ''}
      </Typography>
      {job && FINISHED.has(job.status) && (
        <Alert
          severity={job.status === 'done' && job.failed === 0 ? 'success' : job.status === 'done' ? 'warning' : 'error'}
          sx={{ mt: 2 }}
          data-testid="import-summary"
        >
          {translate('resources.attendees.import.summary', { created: job.created, updated: job.updated, failed: job.failed })}
        </Alert>
      )}
      {job?.status === 'interrupted' && (
        <Button
          variant="contained"
          label="resources.attendees.import.resume"
          onClick={onResume}
          disabled={busy}
          sx={{ mt: 2 }}
          data-testid="import-resume"
        />
      )}
      {job && FINISHED.has(job.status) && (
        <Button
          component={Link}
          to={`/events/${eventId}/${resource}`}
          label={`resources.${resource}.import.to_list`}
          sx={{ mt: 2, ml: 1 }}
          data-testid="import-to-list"
        />
      )}
    </Box>
  );
}

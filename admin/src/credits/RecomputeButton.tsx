import type { JobDto } from '@eventdesk/shared';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';
import { FINISHED, useJobProgress } from '../api/useJobProgress';

/** The recomputation the page started, shared by its button (in the list's toolbar) and its progress (above the list). */
export function useRecompute(eventId: number | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [jobId, setJobId] = useState<number | null>(null);
  const job = useJobProgress(eventId, jobId, (e) => notify((e as Error).message, { type: 'error' }));
  const running = jobId !== null && !(job && FINISHED.has(job.status));

  // Said once per job, when it ends: the list then reads the new results.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!job || !FINISHED.has(job.status) || reported.current === job.id) return;
    reported.current = job.id;
    if (job.status === 'done') {
      notify('resources.credits.results.recomputed', { type: 'info', messageArgs: { smart_count: job.processed } });
      refresh();
    } else notify('resources.credits.results.recompute_failed', { type: 'error' });
  }, [job, notify, refresh]);

  /** `POST …/credits/recompute`: a new job, or the one already waiting (after a rule changed). */
  const start = async () => {
    try {
      const { json } = await apiFetch<{ job_id: number }>(`/api/events/${eventId}/credits/recompute`, { method: 'POST' });
      setJobId(json.job_id);
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return { start, running, job: running ? job : null };
}

export function RecomputeButton({ onClick, running }: { onClick: () => void; running: boolean }) {
  return (
    <Button label="resources.credits.results.recompute" onClick={onClick} disabled={running} data-testid="credits-recompute">
      <RefreshIcon />
    </Button>
  );
}

/** The job's progress while it runs: attendees done of all. */
export function RecomputeProgress({ job, running }: { job: JobDto | null; running: boolean }) {
  const translate = useTranslate();
  if (!running) return null;
  const percent = job && job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Alert severity="info" icon={false} sx={{ mt: 1, '& .MuiAlert-message': { width: '100%' } }} data-testid="credits-recomputing">
      {translate('resources.credits.results.recomputing', { processed: job?.processed ?? 0, total: job?.total ?? '…' })}
      <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={percent} sx={{ mt: 1, height: 6 }} />
    </Alert>
  );
}

import type { JobDto, JobStatus } from '@eventdesk/shared';
import { useEffect, useRef, useState } from 'react';
import { apiFetch } from './http';

/** A job in one of these states will not move again (an interrupted import waits to be resumed). */
export const FINISHED = new Set<JobStatus>(['done', 'failed', 'interrupted']);

/**
 * A background job of the event (an import, a recomputation of the credits) as it goes:
 * `GET /api/events/{eventId}/jobs/{jobId}` every second until it finishes; null while there is no job
 * or before its first answer. A new `jobId` (or the same one set again after null) polls afresh.
 */
export function useJobProgress(eventId: number | undefined, jobId: string | number | null, onError: (e: unknown) => void): JobDto | null {
  const [job, setJob] = useState<JobDto | null>(null);
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    setJob(null);
    if (jobId === null || !eventId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { json } = await apiFetch<JobDto>(`/api/events/${eventId}/jobs/${jobId}`);
        if (cancelled) return;
        setJob(json);
        if (!FINISHED.has(json.status)) timer = setTimeout(poll, 1000);
      } catch (e) {
        if (!cancelled) reportError.current(e);
      }
    };
    void poll();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [eventId, jobId]);

  return job;
}

import type { AccessRequestsDecidedDto } from '@eventdesk/shared';
import { useNotify, useRefresh } from 'react-admin';
import { apiFetch } from '../api/http';
import { useCurrentEvent } from '../routing/EventContext';
import { decisionNotice } from './requests';

/** Approve or reject the given requests in one call; a rejection asks for its reason first. */
export function useDecide(onDone: () => void) {
  const eventId = useCurrentEvent()!.event.id;
  const notify = useNotify();
  const refresh = useRefresh();
  return async (ids: number[], status: 'APPROVED' | 'REJECTED', reason?: string) => {
    try {
      const { json } = await apiFetch<AccessRequestsDecidedDto>(`/api/events/${eventId}/access-control-requests/decide`, {
        method: 'POST',
        body: JSON.stringify({ ids, status, reason: reason ?? null }),
      });
      notify('resources.access-control-requests.decided', decisionNotice(json));
      onDone();
      refresh();
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
}

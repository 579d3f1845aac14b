import { SCAN_LABELS } from '@eventdesk/shared';

/** The access-controls folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    'access-controls': {
      empty: 'No scans yet: open quick mode',
      name: 'Scan |||| Scans',
      fields: {
        scanned_at: 'When',
        operator: 'Operator',
        zone_id: 'Zone',
        direction: 'Direction',
        result: 'Result',
        reason: 'Reason',
        holder: 'Who',
        device_id: 'Device',
        conflict: 'Offline conflict',
        offline: 'Decided offline',
      },
      conflict: 'Conflict: %{reason}',
      offline: 'Decided offline',
      results: SCAN_LABELS.result.en,
      directions: SCAN_LABELS.direction.en,
      reasons: SCAN_LABELS.reason.en,
      peak: 'peak %{peak}',
      live: 'Inside now, by zone',
      live_on: 'live',
      live_off: 'reconnecting…',
    },
  },
};

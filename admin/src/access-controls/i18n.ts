import { SCAN_LABELS } from '@eventdesk/shared';

/**
 * The access-controls folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
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

export const it: typeof en = {
  resources: {
    'access-controls': {
      empty: 'Nessun passaggio: apri la modalità rapida',
      name: 'Passaggio |||| Passaggi',
      fields: {
        scanned_at: 'Quando',
        operator: 'Operatore',
        zone_id: 'Zona',
        direction: 'Verso',
        result: 'Esito',
        reason: 'Motivo',
        holder: 'Chi',
        device_id: 'Dispositivo',
        conflict: 'Conflitto offline',
        offline: 'Deciso offline',
      },
      conflict: 'Conflitto: %{reason}',
      offline: 'Deciso offline',
      results: SCAN_LABELS.result.it,
      directions: SCAN_LABELS.direction.it,
      reasons: SCAN_LABELS.reason.it,
      peak: 'massimo %{peak}',
      live: 'Presenti ora, per zona',
      live_on: 'in diretta',
      live_off: 'riconnessione…',
    },
  },
};

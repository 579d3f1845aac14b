import { SCAN_LABELS } from '@eventdesk/shared';
import type { en } from './i18n.en';

/** The access-controls folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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

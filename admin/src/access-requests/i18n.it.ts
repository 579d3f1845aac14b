import type { en } from './i18n.en';

/** The access-requests folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    'access-control-requests': {
      name: 'Richiesta di accesso |||| Richieste di accesso',
      admitted_now: 'Entra già',
      fields: {
        gate_now: 'Al varco ora',
        created_at: 'Chiesta il',
        holder_label: 'Per',
        event_company_id: 'Azienda',
        zone_id: 'Zona',
        operation: 'Richiesta',
        note: 'Nota',
        requested_by_name: 'Da',
        status: 'Stato',
        reason: 'Motivo',
        holder_type: 'Partecipante o veicolo',
      },
      statuses: { PENDING: 'In attesa', APPROVED: 'Approvata', REJECTED: 'Respinta' },
      operations: { ADD: 'Accesso', REMOVE: 'Revoca' },
      approve: 'Approva',
      reject: 'Respingi',
      decided: '%{smart_count} richiesta decisa |||| %{smart_count} richieste decise',
      holder_gone: 'eliminato',
      ask: 'Chiedi l’accesso (%{smart_count} selezionato) |||| Chiedi l’accesso (%{smart_count} selezionati)',
      ask_button: 'Chiedi l’accesso',
      send: 'Invia la richiesta',
      sent: 'Richiesta inviata (%{smart_count}) |||| Richieste inviate (%{smart_count})',
    },
  },
};

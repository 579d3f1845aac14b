import type { en } from './i18n.en';

/** The attachments folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    attachments: {
      name: 'Documento caricato |||| Documenti caricati',
      status: {
        VALID: 'Valido',
        COMPLETE: 'Completa',
        TO_VALIDATE: 'Da validare',
        MISSING: 'Mancante',
        REJECTED: 'Respinto',
        EXPIRED: 'Scaduto',
      },
      not_allowed: 'Il tuo ruolo non vede i documenti.',
      none_asked: 'Nessun documento richiesto.',
      required: 'Obbligatorio',
      optional: 'Facoltativo',
      history: '%{smart_count} versione precedente |||| %{smart_count} versioni precedenti',
      preview: 'Anteprima',
      approve: 'Approva',
      reject: 'Respingi',
      expire: 'Segna come scaduto',
      reason: 'Motivo',
      expires_at: 'Scade il',
      expires: 'scade il %{date}',
      upload: 'Carica il file',
      replace: 'Sostituisci il file',
      drop_hint: 'oppure trascinalo qui (%{types}, al massimo %{max} MB)',
      expiry_first: 'Indica prima la data di scadenza',
      uploaded: 'Documento caricato',
    },
  },
};

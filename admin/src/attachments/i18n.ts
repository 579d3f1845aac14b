/**
 * The attachments folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    attachments: {
      name: 'Uploaded document |||| Uploaded documents',
      status: {
        VALID: 'Valid',
        COMPLETE: 'Complete',
        TO_VALIDATE: 'To validate',
        MISSING: 'Missing',
        REJECTED: 'Rejected',
        EXPIRED: 'Expired',
      },
      not_allowed: 'Your role does not see documents.',
      none_asked: 'No document is asked for.',
      required: 'Required',
      optional: 'Optional',
      history: '%{smart_count} earlier version |||| %{smart_count} earlier versions',
      preview: 'Preview',
      approve: 'Approve',
      reject: 'Reject',
      expire: 'Mark as expired',
      reason: 'Reason',
      expires_at: 'Expires on',
      expires: 'expires on %{date}',
      upload: 'Upload the file',
      replace: 'Replace the file',
      drop_hint: 'or drop it here (%{types}, %{max} MB at most)',
      expiry_first: 'Give the expiry date first',
      uploaded: 'Document uploaded',
    },
  },
};

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

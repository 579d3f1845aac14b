/**
 * The attachment-definitions folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    'attachment-definitions': {
      name: 'Required document |||| Required documents',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        target: 'Whose',
        scope: 'For',
        attendee_category_ids: 'Attendee categories',
        vehicle_types: 'Vehicle types',
        required: 'Required',
        file_types: 'File types accepted',
        max_size_mb: 'Largest file (MB)',
        expiry_required: 'With an expiry date',
        validation_required: 'Validated by staff',
        active: 'Active',
      },
      targets: { ATTENDEE: 'Attendee', VEHICLE: 'Vehicle', COMPANY: 'Company' },
      all: 'All',
      categories_count: '%{smart_count} category |||| %{smart_count} categories',
      helpers: {
        scope: 'None chosen: for all',
        required: 'Off: optional, never counted as missing',
        active: 'Off: no longer asked (uploaded files stay)',
      },
    },
  },
};

export const it: typeof en = {
  resources: {
    'attachment-definitions': {
      name: 'Documento richiesto |||| Documenti richiesti',
      fields: {
        name_it: 'Nome (italiano)',
        name_en: 'Nome (inglese)',
        target: 'Di chi',
        scope: 'Per',
        attendee_category_ids: 'Categorie di partecipanti',
        vehicle_types: 'Tipi di veicolo',
        required: 'Obbligatorio',
        file_types: 'Tipi di file ammessi',
        max_size_mb: 'Dimensione massima (MB)',
        expiry_required: 'Con data di scadenza',
        validation_required: 'Da validare dallo staff',
        active: 'Attivo',
      },
      targets: { ATTENDEE: 'Partecipante', VEHICLE: 'Veicolo', COMPANY: 'Azienda' },
      all: 'Tutti',
      categories_count: '%{smart_count} categoria |||| %{smart_count} categorie',
      helpers: {
        scope: 'Nessuna scelta: vale per tutti',
        required: 'Spento: facoltativo, non conta come mancante',
        active: 'Spento: non si chiede più (i file caricati restano)',
      },
    },
  },
};

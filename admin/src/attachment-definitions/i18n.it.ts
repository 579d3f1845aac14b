import type { en } from './i18n.en';

/** The attachment-definitions folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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

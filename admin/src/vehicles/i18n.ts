import { VEHICLE_FIELD_LABELS, VEHICLE_TYPE_LABELS } from '@eventdesk/shared';

/**
 * The vehicles folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    vehicles: {
      empty: 'No vehicles: add the first one or import a list',
      name: 'Vehicle |||| Vehicles',
      fields: { ...VEHICLE_FIELD_LABELS.en },
      import_title: 'Import vehicles',
      import: {
        back: 'Back to vehicles',
        to_list: 'Go to vehicles',
        file_help:
          'The first row must hold the column names. Rows with a plate already registered update that vehicle; the company by name, the driver by attendee code.',
        counts: '%{total} rows: %{valid} valid, %{invalid} with errors; %{creates} new vehicles, %{updates} updates.',
      },
      types: { ...VEHICLE_TYPE_LABELS.en },
      sections: { company: 'Company and driver', validity: 'When it may enter', specs: 'Specs' },
      helpers: { plate: 'Spaces and dashes are removed; foreign plates allowed' },
      tabs: {
        vehicle: 'Vehicle',
        specs: 'Specs',
        'access-control': 'Access control',
        documentation: 'Documentation',
        'actions-history': 'Actions history',
      },
    },
  },
};

export const it: typeof en = {
  resources: {
    vehicles: {
      empty: 'Nessun veicolo: aggiungi il primo o importa un elenco',
      name: 'Veicolo |||| Veicoli',
      fields: { ...VEHICLE_FIELD_LABELS.it },
      import_title: 'Importa veicoli',
      import: {
        back: 'Torna ai veicoli',
        to_list: 'Vai ai veicoli',
        file_help:
          'La prima riga deve contenere i nomi delle colonne. Le righe con una targa già registrata aggiornano quel veicolo; l’azienda per nome, il conducente per codice partecipante.',
        counts: '%{total} righe: %{valid} valide, %{invalid} con errori; %{creates} nuovi veicoli, %{updates} aggiornamenti.',
      },
      types: { ...VEHICLE_TYPE_LABELS.it },
      sections: { company: 'Azienda e conducente', validity: 'Quando può entrare', specs: 'Caratteristiche' },
      helpers: { plate: 'Spazi e trattini si tolgono da soli; targhe estere ammesse' },
      tabs: {
        vehicle: 'Veicolo',
        specs: 'Caratteristiche',
        'access-control': 'Controllo accessi',
        documentation: 'Documentazione',
        'actions-history': 'Storico azioni',
      },
    },
  },
};

import { VEHICLE_FIELD_LABELS, VEHICLE_TYPE_LABELS } from '@eventdesk/shared';
import type { en } from './i18n.en';

/** The vehicles folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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

import type { en } from './i18n.en';

/** I testi della cartella rooms: i18n/it.ts unisce le sezioni di ogni cartella nel catalogo. */
export const it: typeof en = {
  resources: {
    rooms: {
      empty: 'Nessuna sala: crea le sale in cui si tengono le sessioni; ognuna ha un ingresso dove il varco conta chi entra ed esce',
      name: 'Sala |||| Sale',
      fields: {
        name_it: 'Nome (italiano)',
        name_en: 'Nome (inglese)',
        floor: 'Piano',
        capacity: 'Posti',
        zone_id: 'Ingresso (zona)',
        notes: 'Note',
      },
      helpers: {
        name_en: 'Vuoto: si mostra il nome italiano',
        capacity: 'Vuoto: nessun limite',
        zone_id: 'La zona le cui scansioni al varco sono gli ingressi e le uscite della sala; nessuna: se ne crea una con la sala',
      },
      new_zone: 'Una nuova zona per questa sala',
    },
  },
};

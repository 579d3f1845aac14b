/**
 * The rooms folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    rooms: {
      empty: 'No rooms: create the rooms sessions take place in; each gets a door where the gate counts who comes and goes',
      name: 'Room |||| Rooms',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        floor: 'Floor',
        capacity: 'Seats',
        zone_id: 'Door (zone)',
        notes: 'Notes',
      },
      helpers: {
        name_en: 'Empty: the Italian name is shown',
        capacity: 'Empty: no limit',
        zone_id: 'The zone whose gate scans are the entries and exits of the room; none: one is made with the room',
      },
      new_zone: 'A new zone for this room',
    },
  },
};

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

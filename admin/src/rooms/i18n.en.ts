/** The rooms folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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

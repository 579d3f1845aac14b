import { VEHICLE_FIELD_LABELS, VEHICLE_TYPE_LABELS } from '@eventdesk/shared';

/** The vehicles folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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

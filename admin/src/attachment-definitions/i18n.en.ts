/** The attachment-definitions folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
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

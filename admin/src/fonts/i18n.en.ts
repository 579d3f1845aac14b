/** The fonts folder's texts in English: i18n/en.ts merges every folder's section into the catalogue. */
export const en = {
  resources: {
    fonts: {
      name: 'Font |||| Fonts',
      fields: {
        name: 'Name',
        family: 'Family',
        style: 'Style',
        weight: 'Weight',
        file: 'File',
        created_at: 'Uploaded',
        preview: 'Preview',
      },
      styles: { normal: 'Normal', italic: 'Italic', oblique: 'Oblique' },
      helpers: {
        file: 'A TrueType (.ttf) or OpenType (.otf) file, at most %{max}',
        family: 'The CSS family name; empty means the same as the name',
        file_fixed: 'The file cannot be replaced: upload it as a new font.',
      },
      errors: {
        wrong_type: 'Only TrueType (.ttf) or OpenType (.otf) files',
        too_large: 'The file is too large: at most %{max}',
        preview_failed: 'Preview not available',
      },
    },
  },
};

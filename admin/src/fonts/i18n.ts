/**
 * The fonts folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
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

export const it: typeof en = {
  resources: {
    fonts: {
      name: 'Font |||| Font',
      fields: {
        name: 'Nome',
        family: 'Famiglia',
        style: 'Stile',
        weight: 'Peso',
        file: 'File',
        created_at: 'Caricato',
        preview: 'Anteprima',
      },
      styles: { normal: 'Normale', italic: 'Corsivo', oblique: 'Obliquo' },
      helpers: {
        file: 'Un file TrueType (.ttf) o OpenType (.otf), al massimo %{max}',
        family: 'Il nome della famiglia CSS; vuoto vuol dire uguale al nome',
        file_fixed: 'Il file non si può sostituire: caricalo come nuovo font.',
      },
      errors: {
        wrong_type: 'Solo file TrueType (.ttf) o OpenType (.otf)',
        too_large: 'Il file è troppo grande: al massimo %{max}',
        preview_failed: 'Anteprima non disponibile',
      },
    },
  },
};

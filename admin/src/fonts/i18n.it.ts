import type { en } from './i18n.en';

/** The fonts folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
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

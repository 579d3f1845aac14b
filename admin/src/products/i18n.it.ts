import type { en } from './i18n.en';

/** The products folder's texts in Italian, with the keys of its English section: i18n/it.ts merges them. */
export const it: typeof en = {
  resources: {
    products: {
      empty: 'Nessun prodotto: crea il primo (es. l’iscrizione)',
      name: 'Prodotto |||| Prodotti',
      fields: {
        name_it: 'Nome (italiano)',
        name_en: 'Nome (inglese)',
        description_it: 'Descrizione (italiano)',
        description_en: 'Descrizione (inglese)',
        category_id: 'Categoria',
        price_cents: 'Prezzo',
        price: 'Prezzo (IVA inclusa)',
        vat_rate: 'IVA',
        vat_percent: 'Aliquota IVA',
        stock: 'Disponibilità',
        sold_stock: 'Venduti / disponibili',
        sale_window: 'In vendita',
        sale_starts_at: 'Inizio vendita',
        sale_ends_at: 'Fine vendita',
        max_per_attendee: 'Massimo per partecipante',
        attendee_category_ids: 'Categorie di partecipanti ammesse',
        active: 'Attivo',
      },
      tabs: { it: 'Italiano', en: 'Inglese' },
      sections: { sale: 'Vendita' },
      unlimited: 'illimitati',
      always: 'Sempre',
      from: 'dal %{date}',
      until: 'fino al %{date}',
      no_category: 'Nessuna categoria',
      helpers: {
        english: 'Vuoto: si mostra il testo italiano',
        active: 'I prodotti non attivi non si vendono',
        price: 'In euro, IVA inclusa',
        stock: 'Vuoto: illimitata.',
        sold: 'Già venduti: %{smart_count}.',
        max_per_attendee: 'Vuoto: nessun limite',
        sale_window: 'Vuoto: nessun limite',
        attendee_category_ids: 'Vuoto: tutti i partecipanti possono acquistarlo',
      },
      validation: {
        price_range: 'Tra 0 e 1.000.000 €',
        vat_range: 'Tra 0 e 100%',
      },
    },
  },
};

/**
 * The products folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    products: {
      empty: 'No products: create the first one (e.g. the registration)',
      name: 'Product |||| Products',
      fields: {
        name_it: 'Name (Italian)',
        name_en: 'Name (English)',
        description_it: 'Description (Italian)',
        description_en: 'Description (English)',
        category_id: 'Category',
        price_cents: 'Price',
        price: 'Price (VAT included)',
        vat_rate: 'VAT',
        vat_percent: 'VAT rate',
        stock: 'Stock',
        sold_stock: 'Sold / stock',
        sale_window: 'On sale',
        sale_starts_at: 'Sale starts',
        sale_ends_at: 'Sale ends',
        max_per_attendee: 'Maximum per attendee',
        attendee_category_ids: 'Attendee categories allowed',
        active: 'Active',
      },
      tabs: { it: 'Italian', en: 'English' },
      sections: { sale: 'Sale' },
      unlimited: 'unlimited',
      always: 'Always',
      from: 'from %{date}',
      until: 'until %{date}',
      no_category: 'No category',
      helpers: {
        english: 'Empty: the Italian text is shown',
        active: 'Inactive products are not sold',
        price: 'In euros, VAT included',
        stock: 'Empty: unlimited.',
        sold: '%{smart_count} already sold.',
        max_per_attendee: 'Empty: no limit',
        sale_window: 'Empty: no limit',
        attendee_category_ids: 'Empty: every attendee may buy it',
      },
      validation: {
        price_range: 'Between 0 and 1,000,000 €',
        vat_range: 'Between 0 and 100%',
      },
    },
  },
};

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

/**
 * The terms folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts
 * checks it at every build).
 */
export const en = {
  resources: {
    terms: {
      name: 'Term |||| Terms',
      empty: 'No terms: write the texts attendees accept when they register, such as the privacy notice or the event’s rules',
      fields: {
        title_it: 'Title (Italian)',
        title_en: 'Title (English)',
        text_it: 'Text (Italian)',
        text_en: 'Text (English)',
        required: 'Required',
        active: 'Shown',
        position: 'Order',
        version: 'Version',
        updated_at: 'Last changed',
      },
      sections: { italian: 'Italian', english: 'English' },
      helpers: {
        english: 'Empty: attendees reading in English see the Italian text',
        required: 'The attendee cannot register without accepting it',
        active: 'Off: the attendee site does not ask for it',
        position: 'Lower numbers come first',
      },
      version_note: 'Version %{version}: changing the title or the text makes the next version.',
      required_yes: 'Required',
      required_no: 'Optional',
      active_yes: 'Shown',
      active_no: 'Hidden',
      notifications: { created: 'Term created' },
    },
  },
};

export const it: typeof en = {
  resources: {
    terms: {
      name: 'Termine |||| Termini',
      empty:
        'Nessun termine: scrivi i testi che i partecipanti accettano all’iscrizione, come l’informativa privacy o il regolamento dell’evento',
      fields: {
        title_it: 'Titolo (italiano)',
        title_en: 'Titolo (inglese)',
        text_it: 'Testo (italiano)',
        text_en: 'Testo (inglese)',
        required: 'Obbligatorio',
        active: 'Mostrato',
        position: 'Ordine',
        version: 'Versione',
        updated_at: 'Ultima modifica',
      },
      sections: { italian: 'Italiano', english: 'Inglese' },
      helpers: {
        english: 'Vuoto: chi legge in inglese vede il testo italiano',
        required: 'Il partecipante non può iscriversi senza accettarlo',
        active: 'Spento: il sito del partecipante non lo chiede',
        position: 'I numeri più bassi vengono prima',
      },
      version_note: 'Versione %{version}: cambiare il titolo o il testo crea la versione successiva.',
      required_yes: 'Obbligatorio',
      required_no: 'Facoltativo',
      active_yes: 'Mostrato',
      active_no: 'Nascosto',
      notifications: { created: 'Termine creato' },
    },
  },
};

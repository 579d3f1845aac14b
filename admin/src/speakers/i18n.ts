/**
 * The speakers folder's texts in Italian and English. i18n/it.ts merges `it` into the app's catalogue; the build
 * writes `en` into the English language file, and the bundle keeps only `it` (scripts/vite-language-files.ts).
 */
export const en = {
  menu: { speakers: 'Speakers' },
  resources: {
    speakers: {
      name: 'Speaker |||| Speakers',
      empty: 'No speakers yet: add who talks, chairs or moderates, to give the programme’s sessions their names',
      fields: {
        last_name: 'Last name',
        first_name: 'First name',
        title: 'Title',
        affiliation: 'Affiliation',
        email: 'E-mail',
        bio_it: 'Biography (Italian)',
        bio_en: 'Biography (English)',
      },
      sections: { bio: 'Biography' },
      helpers: {
        title: 'As printed before the name: Prof., Dr.',
        email: 'For the organiser only',
        english: 'Empty: attendees reading in English see the Italian text',
      },
    },
  },
};

export const it: typeof en = {
  menu: { speakers: 'Relatori' },
  resources: {
    speakers: {
      name: 'Relatore |||| Relatori',
      empty: 'Nessun relatore: aggiungi chi parla, presiede o modera, per dare un nome alle sessioni del programma',
      fields: {
        last_name: 'Cognome',
        first_name: 'Nome',
        title: 'Titolo',
        affiliation: 'Affiliazione',
        email: 'E-mail',
        bio_it: 'Biografia (italiano)',
        bio_en: 'Biografia (inglese)',
      },
      sections: { bio: 'Biografia' },
      helpers: {
        title: 'Come si stampa prima del nome: Prof., Dott.',
        email: 'Solo per l’organizzatore',
        english: 'Vuota: chi legge in inglese vede il testo italiano',
      },
    },
  },
};

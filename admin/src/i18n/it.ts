import { VALUE_LABELS } from '@eventdesk/shared';
import type { AppMessages } from './en';
import { mergeSections, type Messages } from './sections';

/** The app's own texts in Italian (the default language); the keys must match en.ts. */
const app: AppMessages = {
  app: {
    name: 'Eventdesk',
    language: 'Lingua',
    not_available: 'Non ancora disponibile',
    not_available_text: 'L’area "%{area}" non fa ancora parte di questa versione di Eventdesk.',
    not_found: 'Pagina non trovata',
    not_found_text: 'A questo indirizzo non c’è nulla.',
    back_home: 'Torna agli eventi',
    loading: 'Caricamento…',
    support_text: 'Per assistenza su Eventdesk contatta l’organizzatore del tuo evento o l’amministratore di Eventdesk.',
    support: 'Assistenza',
    stats: 'Statistiche',
    events: 'Eventi',
    logout: 'Esci',
    theme: 'Tema',
  },
  menu: {
    coming: 'In arrivo (%{smart_count})',
    dashboard: 'Cruscotto',
    attendees: 'Partecipanti',
    vehicles: 'Veicoli',
    companies: 'Aziende',
    accesscontrols: 'Controllo accessi',
    accesscontrolrequests: 'Richieste di accesso',
    reports: 'Report',
    sendings: 'Invii',
    products: 'Prodotti',
    orders: 'Ordini',
    services: 'Servizi',
    attendeecategories: 'Categorie partecipanti',
    productcategories: 'Categorie prodotti',
    eventcategories: 'Categorie eventi',
    rooms: 'Sale',
    attachmentdefinitions: 'Documenti richiesti',
    sessions: 'Sessioni',
    tags: 'Tag',
    zones: 'Zone',
    credits: 'Crediti',
    terms: 'Termini',
    documents: 'Documenti',
    cloakroom: 'Guardaroba',
    options: 'Opzioni',
    pass: 'Pass',
    filters: 'Filtri',
    totems: 'Totem',
    surveys: 'Sondaggi',
    forms: 'Moduli',
    events: 'Eventi',
    support: 'Assistenza',
    logout: 'Esci',
    stats: 'Statistiche',
    users: 'Utenti',
    fonts: 'Font',
    audit: 'Registro attività',
    'add-attendee': 'Aggiungi partecipante',
    'add-vehicle': 'Aggiungi veicolo',
    'add-company': 'Aggiungi azienda',
  },
  lists: {
    no_filtered_results: 'Nessun risultato con questi filtri',
    clear_filters: 'Azzera i filtri',
  },
  roles: {
    ADMIN: 'Amministratore',
    USER: 'Utente',
    VIEWER: 'Visualizzatore',
    COMPANY: 'Azienda',
    SECRETARY: 'Segreteria',
    ATTENDEE: 'Partecipante',
  },
  payment_status: { ...VALUE_LABELS.payment_status.it },
  documentation_status: { ...VALUE_LABELS.documentation_status.it },
};

/**
 * Every folder's Italian section (`admin/src/<folder>/i18n.ts`, its `it`), found by convention. The bundle keeps
 * no English: nothing in it reads the sections' `en` (the English language file is written at build time from
 * en.ts), so the bundler drops it (checked by scripts/vite-language-files' build test).
 */
const sections = import.meta.glob<Messages>('../*/i18n.ts', { eager: true, import: 'it' });

/** Eventdesk's own strings in Italian; react-admin's are merged in by i18n-provider.ts. */
export const it = mergeSections(app, sections);

import type { Language } from '@eventdesk/shared';

/*
 * Toasts that say what was created (issue 29 item 15) instead of "Elemento creato": react-admin's create
 * notifies `resources.<name>.notifications.created` (falling back to ra.notification.created), and so does
 * forms/RecordDialog.tsx. Kept in one place for both languages; i18n-provider.ts merges them into the
 * catalogues, the words spec checks them.
 */
export const CREATED_TOASTS: Record<Language, Record<string, string>> = {
  it: {
    events: 'Evento creato',
    users: 'Utente creato',
    fonts: 'Font caricato',
    'event-categories': 'Categoria di eventi creata',
    companies: 'Azienda creata',
    attendees: 'Partecipante aggiunto',
    'attendee-categories': 'Categoria di partecipanti creata',
    vehicles: 'Veicolo registrato',
    zones: 'Zona creata',
    services: 'Servizio creato',
    totems: 'Totem creato',
    hangers: 'Gruccia aggiunta',
    'attachment-definitions': 'Documento richiesto creato',
    tags: 'Etichetta creata',
    products: 'Prodotto creato',
    'product-categories': 'Categoria di prodotti creata',
    filters: 'Filtro salvato',
  },
  en: {
    events: 'Event created',
    users: 'User created',
    fonts: 'Font uploaded',
    'event-categories': 'Event category created',
    companies: 'Company created',
    attendees: 'Attendee added',
    'attendee-categories': 'Attendee category created',
    vehicles: 'Vehicle registered',
    zones: 'Zone created',
    services: 'Service created',
    totems: 'Totem created',
    hangers: 'Hanger added',
    'attachment-definitions': 'Required document created',
    tags: 'Tag created',
    products: 'Product created',
    'product-categories': 'Product category created',
    filters: 'Filter saved',
  },
};

type Catalogue = { resources?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** `messages` with `resources.<name>.notifications.created` set from CREATED_TOASTS (the rest untouched). */
export function withCreatedToasts<T extends object>(messages: T, lang: Language): T {
  const catalogue = messages as Catalogue;
  const resources: Record<string, Record<string, unknown>> = { ...catalogue.resources };
  for (const [name, text] of Object.entries(CREATED_TOASTS[lang])) {
    const resource = resources[name] ?? {};
    resources[name] = { ...resource, notifications: { ...(resource.notifications as object | undefined), created: text } };
  }
  return { ...catalogue, resources } as T;
}

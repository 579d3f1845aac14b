/** Italian strings of my-area (default language, DESIGN §1). */
export const it = {
  title: 'Eventdesk – Area personale',
  eventCode: 'Codice evento',
  noEvent: 'Nessun evento indicato. Apri il link ricevuto via e-mail dall’organizzatore.',
};

export type Messages = { [K in keyof typeof it]: string };

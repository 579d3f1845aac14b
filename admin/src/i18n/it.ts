/** Italian strings of the admin shell (default language, DESIGN §1). */
export const it = {
  title: 'Eventdesk',
  subtitle: 'Back-office per la gestione degli eventi',
  healthLabel: 'Stato del server',
  checking: 'Verifica in corso…',
  healthOk: 'Operativo',
  healthDown: 'Non raggiungibile',
  httpStatus: 'Risposta HTTP',
  retry: 'Riprova',
};

export type Messages = { [K in keyof typeof it]: string };

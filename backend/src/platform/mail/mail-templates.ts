import type { Language, PaymentMethod } from '@eventdesk/shared';

/* The texts of every e-mail the application sends, in one place. */

export interface MailText {
  subject: string;
  text: string;
}

/** A staff user's sign-in code; the user's language is not known before sign-in, so both languages. */
export const staffSignInCodeMail = (code: string): MailText => ({
  subject: `Eventdesk: codice di accesso ${code} / sign-in code`,
  text: `Il tuo codice di accesso a Eventdesk è ${code}. Vale 10 minuti e una sola volta.\n\nYour Eventdesk sign-in code is ${code}. It is valid for 10 minutes, once.\n\nSe non l'hai chiesto tu, ignora questo messaggio. / If you did not ask for it, ignore this message.`,
});

/** Too many wrong second factors on a staff account: it is locked for a while; both languages. */
export const staffLockoutMail = (minutes: number): MailText => ({
  subject: 'Eventdesk: accesso bloccato per troppi codici errati / sign-in locked after too many wrong codes',
  text: `Sul tuo account Eventdesk sono stati provati troppi codici di verifica errati: l'accesso con un secondo fattore è bloccato per ${minutes} minuti. Se non eri tu, qualcuno conosce la tua password: cambiala appena puoi e avvisa l'amministratore.\n\nToo many wrong verification codes were tried on your Eventdesk account: signing in with a second factor is locked for ${minutes} minutes. If it was not you, someone knows your password: change it as soon as you can and tell your administrator.`,
});

/** An attendee's sign-in code for the attendee area of one event, in the attendee's language. */
export const ATTENDEE_SIGN_IN_CODE_MAIL: Record<Language, (event: string, code: string, url: string) => MailText> = {
  it: (event, code, url) => ({
    subject: `${event}: codice di accesso ${code}`,
    text: `Il tuo codice di accesso all’area riservata di ${event} è ${code}.\nVale 10 minuti e una sola volta.\n\n${url}\n\nSe non l’hai chiesto tu, ignora questo messaggio.`,
  }),
  en: (event, code, url) => ({
    subject: `${event}: sign-in code ${code}`,
    text: `Your sign-in code for the attendee area of ${event} is ${code}.\nIt is valid for 10 minutes, once.\n\n${url}\n\nIf you did not ask for it, ignore this message.`,
  }),
};

/** The attendee site's address, sent by staff to an attendee, in the attendee's language. */
export const ATTENDEE_SITE_LINK_MAIL: Record<Language, (event: string, name: string, url: string, email: string) => MailText> = {
  it: (event, name, url, email) => ({
    subject: `${event}: la tua area riservata`,
    text: `${name ? `Gentile ${name},` : 'Gentile partecipante,'}

nell’area riservata di ${event} trovi i tuoi dati, gli acquisti e i documenti dell’evento:

${url}

Per entrare inserisci questo indirizzo e-mail (${email}): ti invieremo un codice di accesso.`,
  }),
  en: (event, name, url, email) => ({
    subject: `${event}: your attendee area`,
    text: `${name ? `Dear ${name},` : 'Dear attendee,'}

in the attendee area of ${event} you will find your details, your purchases and the event's documents:

${url}

To sign in, enter this e-mail address (${email}): we will send you a sign-in code.`,
  }),
};

/** An invitation to sign in for a company of an event (no password: a code is e-mailed at each sign-in). */
export const COMPANY_INVITE_MAIL: Record<Language, (event: string, company: string, url: string, email: string) => MailText> = {
  it: (event, company, url, email) => ({
    subject: `${event}: accesso per ${company}`,
    text: `Ora puoi registrare partecipanti e veicoli di ${company} per ${event}.\n\nEntra da qui con il tuo indirizzo (${email}): ti invieremo un codice di accesso ogni volta.\n\n${url}`,
  }),
  en: (event, company, url, email) => ({
    subject: `${event}: access for ${company}`,
    text: `You may now register the attendees and vehicles of ${company} for ${event}.\n\nSign in here with your address (${email}): we will send you a sign-in code each time.\n\n${url}`,
  }),
};

/**
 * An invitation to an address that already has an account (issue 26 item 3): nothing changes on the
 * account until its holder accepts on the linked page.
 */
export const COMPANY_INVITATION_MAIL: Record<Language, (event: string, company: string, url: string, days: number) => MailText> = {
  it: (event, company, url, days) => ({
    subject: `${event}: invito ad accedere per ${company}`,
    text: `Ti hanno invitato a registrare partecipanti e veicoli di ${company} per ${event} con il tuo account Eventdesk.\n\nNulla cambia finché non accetti, da questa pagina (valida ${days} giorni):\n\n${url}\n\nSe non ti aspettavi questo invito, ignora questo messaggio.`,
  }),
  en: (event, company, url, days) => ({
    subject: `${event}: invitation to sign in for ${company}`,
    text: `You have been invited to register the attendees and vehicles of ${company} for ${event} with your Eventdesk account.\n\nNothing changes until you accept, on this page (valid for ${days} days):\n\n${url}\n\nIf you did not expect this invitation, ignore this message.`,
  }),
};

/** One decided access request, as the requester's e-mail lists it. */
export interface AccessDecisionLine {
  holder: string;
  zone: string;
  operation: 'ADD' | 'REMOVE';
  approved: boolean;
  reason: string | null;
}

/** The decisions on a user's access-control requests, in the language they asked in. */
export const ACCESS_DECISION_MAIL: Record<Language, (event: string, lines: AccessDecisionLine[]) => MailText> = {
  it: (event, lines) => ({
    subject: `${event}: esito delle richieste di accesso`,
    text: `Ecco l’esito delle tue richieste di accesso per ${event}:\n\n${lines
      .map(
        (l) =>
          `- ${l.holder}, ${l.operation === 'ADD' ? 'accesso a' : 'rimozione da'} ${l.zone}: ${l.approved ? 'APPROVATA' : 'RESPINTA'}${l.reason ? ` (${l.reason})` : ''}`,
      )
      .join('\n')}`,
  }),
  en: (event, lines) => ({
    subject: `${event}: your access requests were decided`,
    text: `Here is the outcome of your access requests for ${event}:\n\n${lines
      .map(
        (l) =>
          `- ${l.holder}, ${l.operation === 'ADD' ? 'access to' : 'removal from'} ${l.zone}: ${l.approved ? 'APPROVED' : 'REJECTED'}${l.reason ? ` (${l.reason})` : ''}`,
      )
      .join('\n')}`,
  }),
};

/** The code that confirms an attendee's new e-mail, sent to that new address, in the attendee's language. */
export const ATTENDEE_EMAIL_CHANGE_MAIL: Record<Language, (event: string, code: string) => MailText> = {
  it: (event, code) => ({
    subject: `${event}: conferma la nuova e-mail con il codice ${code}`,
    text: `Per usare questo indirizzo nell’area riservata di ${event}, inserisci il codice ${code}.\nVale 10 minuti e una sola volta.\n\nSe non l’hai chiesto tu, ignora questo messaggio: l’indirizzo non sarà usato.`,
  }),
  en: (event, code) => ({
    subject: `${event}: confirm your new e-mail with the code ${code}`,
    text: `To use this address in the attendee area of ${event}, enter the code ${code}.\nIt is valid for 10 minutes, once.\n\nIf you did not ask for it, ignore this message: the address will not be used.`,
  }),
};

/** The pieces of the order confirmation (orders/order-mailer.ts puts them together). */
export const ORDER_CONFIRMATION_MAIL = {
  it: {
    subject: (n: number, event: string) => `Ordine n. ${n} – ${event}`,
    greeting: (name: string) => (name ? `Gentile ${name},` : 'Gentile partecipante,'),
    intro: (n: number, event: string) => `grazie per il tuo ordine n. ${n} per ${event}.`,
    vat: 'IVA',
    net: 'Imponibile',
    total: 'Totale',
    payment: {
      BANK_TRANSFER: 'Pagamento con bonifico bancario: l’ordine resta in attesa finché la segreteria non registra il pagamento.',
      ON_SITE: 'Pagamento in sede, all’evento: l’ordine resta in attesa fino ad allora.',
      STRIPE: 'Pagamento con carta.',
    } satisfies Record<PaymentMethod, string>,
    bank: { iban: 'IBAN', beneficiary: 'Intestatario', bank_name: 'Banca', bic: 'BIC/SWIFT', reference: 'Causale' },
    paid: 'Pagamento ricevuto: grazie.',
    processing: 'Il pagamento è in corso di verifica: riceverai conferma.',
    link: 'I tuoi ordini:',
  },
  en: {
    subject: (n: number, event: string) => `Order no. ${n} – ${event}`,
    greeting: (name: string) => (name ? `Dear ${name},` : 'Dear attendee,'),
    intro: (n: number, event: string) => `thank you for your order no. ${n} for ${event}.`,
    vat: 'VAT',
    net: 'Net',
    total: 'Total',
    payment: {
      BANK_TRANSFER: 'Payment by bank transfer: the order stays pending until the organisers record your payment.',
      ON_SITE: 'Payment on site, at the event: the order stays pending until then.',
      STRIPE: 'Payment by card.',
    } satisfies Record<PaymentMethod, string>,
    bank: { iban: 'IBAN', beneficiary: 'Beneficiary', bank_name: 'Bank', bic: 'BIC/SWIFT', reference: 'Payment reference' },
    paid: 'Payment received: thank you.',
    processing: 'Your payment is being processed: you will get a confirmation.',
    link: 'Your orders:',
  },
} satisfies Record<Language, unknown>;

/** A seat freed in a session the attendee queued for: the attendee now holds it; in the attendee's language. */
export const SESSION_SEAT_MAIL: Record<Language, (event: string, session: string, when: string, room: string | null) => MailText> = {
  it: (event, session, when, room) => ({
    subject: `${event}: si è liberato un posto in «${session}»`,
    text: `Si è liberato un posto nella sessione «${session}» (${when}${room ? `, ${room}` : ''}) e ora è tuo: eri in lista d’attesa.\n\nSe non puoi più partecipare, annulla l’iscrizione dalla tua area riservata, così il posto passa al prossimo in lista.`,
  }),
  en: (event, session, when, room) => ({
    subject: `${event}: a seat freed up in “${session}”`,
    text: `A seat freed up in the session “${session}” (${when}${room ? `, ${room}` : ''}) and it is now yours: you were on the waiting list.\n\nIf you can no longer attend, cancel your registration in your attendee area, so the seat goes to the next in line.`,
  }),
};

import { ATTENDEE_FIELD_LABELS_IT } from '@eventdesk/shared/reference';
import type { AttendeeField, Gender, Language, OrderStatus, PaymentMethod, PaymentStatus } from '@eventdesk/shared';

/**
 * Italian strings of my-area (default language, SPEC §4; bundled, the other languages are fetched from
 * their translation file: catalogues.ts). `en.ts` is typed `Catalogue`, the widened type of this object: a
 * key missing there (or one too many) fails `tsc`.
 */
export const it = {
  title: 'Area personale',
  appName: 'Eventdesk',
  loading: 'Caricamento…',
  retry: 'Riprova',
  back: 'Indietro',
  close: 'Chiudi',
  required: 'obbligatorio',
  requiredError: 'Campo obbligatorio',
  emailError: 'Indirizzo e-mail non valido',
  networkError: 'Connessione assente o instabile. Controlla la rete e riprova.',
  genericError: 'Qualcosa è andato storto. Riprova tra poco.',
  langName: { it: 'Italiano', en: 'English' } satisfies Record<Language, string>,

  noEvent: 'Nessun evento indicato. Apri il link ricevuto via e-mail dall’organizzatore.',
  eventNotFound: 'Evento non trovato. Controlla il link ricevuto via e-mail dall’organizzatore.',
  notFound: 'Pagina non trovata.',
  goHome: 'Vai all’area personale',

  unavailableTitle: 'Non ancora disponibile',
  unavailableVoting:
    'Le votazioni pubbliche non sono ancora disponibili in questa area. Riprova più tardi o chiedi allo staff dell’evento.',
  unavailableForm:
    'La visualizzazione dei moduli pubblici non è ancora disponibile in questa area. Riprova più tardi o chiedi allo staff dell’evento.',

  loginTitle: 'Accedi',
  loginIntro: 'Inserisci l’indirizzo e-mail con cui sei registrato a questo evento: ti invieremo un codice di accesso.',
  email: 'E-mail',
  sendCode: 'Invia il codice',
  sending: 'Invio…',
  codeSentTo:
    'Se {email} è registrato a questo evento, riceverai a breve un codice di 6 cifre (valido 10 minuti). Controlla anche la posta indesiderata.',
  code: 'Codice di accesso',
  codeHint: '6 cifre',
  verify: 'Accedi',
  verifying: 'Verifica…',
  resend: 'Invia un nuovo codice',
  resendIn: 'Nuovo codice tra {seconds} s',
  resent: 'Ti abbiamo inviato un nuovo codice.',
  changeEmail: 'Usa un’altra e-mail',

  logout: 'Esci',
  loggingOut: 'Uscita in corso…',

  hello: { named: 'Ciao {name}!', anonymous: 'Ciao!' },
  dashboardIntro: 'Da qui gestisci la tua partecipazione all’evento.',
  navProducts: 'Acquista',
  navProductsHint: 'Prodotti e servizi dell’evento',
  navEdit: 'I miei dati',
  navEditHint: 'Controlla e aggiorna i tuoi dati',
  passTitle: 'Il tuo pass',
  passHint: 'Mostra questo codice al varco: aumenta la luminosità dello schermo.',
  passShortCode: 'Se il QR non si legge, detta o digita questo codice:',
  passHomeScreen: 'Per averlo sempre a portata di mano, aggiungi questa pagina alla schermata Home dal menu del browser.',
  passSavedAt: 'Pass aggiornato il {when}',
  passOffline: 'Sei offline: questa è la copia del pass salvata sul telefono.',
  navHome: 'Area personale',
  yourOrders: 'I tuoi ordini',
  noOrders: 'Non hai ancora effettuato ordini.',
  orderNumber: 'Ordine n. {n}',
  placedOn: 'del {date}',

  productsTitle: 'Acquista',
  noProducts: 'Al momento non ci sono prodotti in vendita.',
  otherCategory: 'Altro',
  vatIncluded: 'IVA {rate} inclusa',
  remaining: { one: 'Ultimo disponibile', other: 'Ancora {n} disponibili' },
  maxPerAttendee: 'Massimo {n} per partecipante',
  alreadyBought: 'Già acquistati: {n}',
  unavailable: 'Non disponibile',
  decrease: 'Togli un {name}',
  increase: 'Aggiungi un {name}',
  quantity: 'Quantità',
  cart: 'Carrello',
  cartEmpty: 'Il carrello è vuoto.',
  cartItems: { one: '1 articolo', other: '{n} articoli' },
  total: 'Totale',
  vatOfWhich: 'di cui IVA',
  goCheckout: 'Procedi all’ordine',

  checkoutTitle: 'Riepilogo dell’ordine',
  editCart: 'Modifica il carrello',
  paymentMethod: 'Metodo di pagamento',
  noPaymentMethods: 'Nessun metodo di pagamento disponibile: contatta lo staff dell’evento.',
  methods: {
    BANK_TRANSFER: 'Bonifico bancario',
    ON_SITE: 'Pagamento in loco',
    STRIPE: 'Carta di pagamento (Stripe)',
  } satisfies Record<PaymentMethod, string>,
  methodHints: {
    BANK_TRANSFER:
      'Riceverai per e-mail la conferma con i dati per il bonifico. L’ordine resta in attesa di pagamento finché lo staff non registra il bonifico.',
    ON_SITE: 'Paghi all’evento. L’ordine resta in attesa di pagamento finché lo staff non lo segna come pagato.',
    STRIPE: 'Verrai indirizzato alla pagina di pagamento sicura di Stripe.',
  } satisfies Record<PaymentMethod, string>,
  placeOrder: 'Conferma l’ordine',
  placeOrderPay: 'Conferma e paga',
  placing: 'Invio dell’ordine…',
  redirecting: 'Ti stiamo indirizzando alla pagina di pagamento…',
  chooseMethod: 'Scegli un metodo di pagamento',
  stockChanged: 'Le disponibilità sono cambiate: controlla il carrello.',

  resultTitle: 'Il tuo ordine',
  noOrder: 'Nessun ordine da mostrare.',
  orderStatus: 'Stato dell’ordine',
  paymentStatus: 'Pagamento',
  statuses: { DRAFT: 'In attesa di pagamento online', PLACED: 'Confermato', CANCELLED: 'Annullato' } satisfies Record<OrderStatus, string>,
  paymentStatuses: { PAID: 'Pagato', UNPAID: 'Non pagato', PENDING: 'In attesa' } satisfies Record<PaymentStatus, string>,
  nextPaid: 'Pagamento ricevuto: non devi fare altro. Ti abbiamo inviato la conferma per e-mail.',
  nextBankTransfer:
    'Esegui il bonifico ai dati qui sotto, con la causale indicata (te li abbiamo inviati anche per e-mail). L’ordine resta in attesa finché lo staff non registra il pagamento.',
  bankTitle: 'Dati per il bonifico',
  bankIban: 'IBAN',
  bankBeneficiary: 'Intestatario',
  bankName: 'Banca',
  bankBic: 'BIC/SWIFT',
  bankReference: 'Causale',
  deskTitle: 'Pagamento in sede',
  copy: 'Copia',
  copied: 'Copiato',
  nextOnSite: 'Paga all’evento, presso il banco dello staff. L’ordine resta in attesa finché lo staff non lo segna come pagato.',
  nextStripeWaiting: 'Stiamo aspettando la conferma del pagamento da Stripe: di solito bastano pochi secondi.',
  nextStripeCancelled: 'Il pagamento non è stato completato. Puoi riprovare con un nuovo ordine.',
  nextCancelled: 'L’ordine è annullato. Per informazioni contatta lo staff dell’evento.',
  nextPendingGeneric: 'L’ordine resta in attesa finché lo staff non registra il pagamento.',
  paymentCancelled: 'Hai annullato il pagamento.',
  refresh: 'Aggiorna',
  backToDashboard: 'Torna all’area personale',
  continueShopping: 'Continua gli acquisti',

  editTitle: 'I miei dati',
  save: 'Salva',
  saving: 'Salvataggio…',
  saved: 'Dati salvati.',
  emailPending:
    'Per usare {email} d’ora in poi, inserisci il codice che ti abbiamo inviato lì. Fino ad allora continui ad accedere con l’e-mail attuale.',
  emailCode: 'Codice ricevuto via e-mail',
  emailConfirm: 'Conferma la nuova e-mail',
  emailConfirmed: 'La nuova e-mail è confermata: d’ora in poi accedi con questa.',
  fixErrors: 'Controlla i campi evidenziati.',
  noFields: 'Non ci sono dati che puoi modificare per questo evento.',
  readonlyHint: 'non modificabile',
  choose: '— scegli —',
  yes: 'Sì',
  no: 'No',
  terms: 'Consensi',
  termRequired: 'Devi accettare questo consenso.',
  accept: 'Accetto',
  genders: { MALE: 'Uomo', FEMALE: 'Donna', OTHER: 'Altro' } satisfies Record<Gender, string>,
  reasons: {
    product_not_available: 'Non disponibile',
    product_sale_not_started: 'In vendita prossimamente',
    product_sale_ended: 'Vendita chiusa',
    product_category_not_allowed: 'Non acquistabile per la tua categoria di partecipante',
    product_max_per_attendee: 'Hai già raggiunto la quantità massima',
    out_of_stock: 'Esaurito',
    sold_out: 'Esaurito',
  },
  // Staff labels from shared; the attendee site words a few of them for the attendee.
  fields: {
    ...ATTENDEE_FIELD_LABELS_IT,
    company_name: 'Azienda',
    work_city: 'Città (lavoro)',
    work_state: 'Stato/Provincia (lavoro)',
    work_zip: 'CAP (lavoro)',
    work_country: 'Paese (lavoro)',
    event_company_id: 'Società',
    pending: 'In sospeso',
    has_disability: 'Ho esigenze di accessibilità',
    payment_status: 'Stato del pagamento',
    food_restriction: 'Esigenze alimentari',
    additional_info: 'Informazioni aggiuntive',
    identity_card_number: 'Numero documento d’identità',
    app_lang: 'Lingua preferita',
  } satisfies Record<AttendeeField, string>,
  fieldGroups: {
    personal: 'Dati personali',
    contact: 'Contatti',
    work: 'Lavoro',
    needs: 'Esigenze',
    other: 'Altro',
  },
};

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/**
 * The shape every catalogue must have: the keys of the Italian one, strings where it has strings. Plain
 * data (a catalogue is also a JSON file, `lang/php_<code>.json`): a text with values has `{name}`
 * placeholders, one that depends on a count has `one` and `other` forms; messages.ts makes functions of them.
 */
export type Catalogue = Widen<typeof it>;

import type { Gender, PaymentMethod, Role, SessionRegistration, SessionRole, SessionType, VehicleType } from '@eventdesk/shared';

/** The demo event: an Italian congress with one user per role, so each role can be tried. */
export const DEMO_PASSWORD = 'eventdesk-demo';

export const DEMO_EVENT_CATEGORIES = ['Congresso', 'Fiera', 'Evento sportivo'];

export const DEMO_EVENT = {
  name: 'Congresso Nazionale di Cardiologia 2027',
  sku: 'CNC27',
  startAt: '2027-05-20',
  endAt: '2027-05-22',
  address: 'Viale della Pittura 50',
  zipCode: '00144',
  city: 'Roma',
  country: 'IT',
  category: 'Congresso',
  options: [{ key: 'DEFAULT_LANGUAGE', value: 'it' }],
};

/**
 * The demo event's companies; the last one holds the people who registered on their own, since the
 * ADMIN's form requires a company (SPEC §5) and the demo data must satisfy the rules it ships with.
 */
export const DEMO_COMPANIES = ['Medica Italia S.p.A.', 'Farmaceutici Rossi S.r.l.', 'Congressi & Eventi S.r.l.', 'Iscrizioni individuali'];
export const DEMO_INDIVIDUAL_COMPANY = 3;
const INDIVIDUAL = DEMO_INDIVIDUAL_COMPANY;

export const DEMO_USERS: { name: string; email: string; role: Role; company?: number }[] = [
  { name: 'Anna Amministratrice', email: 'admin@eventdesk.demo', role: 'ADMIN' },
  { name: 'Umberto Utente', email: 'user@eventdesk.demo', role: 'USER' },
  { name: 'Valeria Visualizzatrice', email: 'viewer@eventdesk.demo', role: 'VIEWER' },
  { name: 'Sara Segreteria', email: 'secretary@eventdesk.demo', role: 'SECRETARY' },
  { name: 'Carlo Medica Italia', email: 'company@eventdesk.demo', role: 'COMPANY', company: 0 },
];

/** How the demo event's attendees pay: a bank transfer (the IBAN is the banks' own example), on site and by card. */
export const DEMO_PAYMENT_SETTINGS = {
  methods: ['BANK_TRANSFER', 'ON_SITE', 'STRIPE'] as PaymentMethod[],
  iban: 'IT60X0542811101000000123456',
  beneficiary: 'Società Italiana di Cardiologia',
  bankName: 'Banca Popolare di Sondrio',
  bic: 'POSOIT22',
  referencePattern: null,
  deskTextIt: 'Si paga alla segreteria, al piano terra del centro congressi, dalle 8:00 alle 18:00.',
  deskTextEn: 'Pay at the registration desk, ground floor of the congress centre, 8 am to 6 pm.',
};

/** Attendee categories of the demo event. */
export const DEMO_ATTENDEE_CATEGORIES = ['Medico', 'Specializzando', 'Espositore'];

/**
 * The demo's zones (issue 29 item 17: quick mode on a fresh install offered an empty list): the hall
 * every attendee category enters by default, and the car park for cars and vans.
 */
export const DEMO_ZONES: { code: string; nameIt: string; nameEn: string; capacity: number | null; categories: string[]; vehicleTypes: VehicleType[] }[] = [
  { code: 'PAD', nameIt: 'Padiglione congressuale', nameEn: 'Congress hall', capacity: 500, categories: DEMO_ATTENDEE_CATEGORIES, vehicleTypes: [] },
  { code: 'PARK', nameIt: 'Parcheggio', nameEn: 'Car park', capacity: 120, categories: [], vehicleTypes: ['CAR', 'VAN'] },
];

/** The attendee for trying the attendee site (`/myarea/#/{token}/login`, code by e-mail). */
export const DEMO_ATTENDEE_EMAIL = 'partecipante@eventdesk.demo';

export interface DemoAttendee {
  firstName: string;
  lastName: string;
  email: string;
  /** A valid codice fiscale, or none. */
  fiscalCode: string | null;
  gender: Gender;
  dateOfBirth: string | null;
  category: string;
  /** Index in DEMO_COMPANIES. */
  company?: number;
  jobTitle?: string;
  employer?: string;
  phone?: string;
  foodRestriction?: string;
}

export const DEMO_ATTENDEES: DemoAttendee[] = [
  {
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: DEMO_ATTENDEE_EMAIL,
    fiscalCode: 'BNCGLI85C52H501R',
    gender: 'FEMALE',
    dateOfBirth: '1985-03-12',
    company: INDIVIDUAL,
    category: 'Medico',
    jobTitle: 'Cardiologa',
    employer: 'Policlinico Umberto I',
    phone: '+39 333 123 4567',
  },
  {
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    fiscalCode: 'RSSMRA78H04F205C',
    gender: 'MALE',
    dateOfBirth: '1978-06-04',
    company: INDIVIDUAL,
    category: 'Medico',
    jobTitle: 'Cardiologo',
    employer: 'Ospedale Niguarda',
  },
  {
    firstName: 'Laura',
    lastName: 'Ferrari',
    email: 'laura.ferrari@example.it',
    fiscalCode: 'FRRLRA94S63A944L',
    gender: 'FEMALE',
    dateOfBirth: '1994-11-23',
    company: INDIVIDUAL,
    category: 'Specializzando',
    employer: 'Policlinico S. Orsola',
    foodRestriction: 'Vegetariana',
  },
  {
    firstName: 'Francesco',
    lastName: 'Esposito',
    email: 'francesco.esposito@example.it',
    fiscalCode: 'SPSFNC71A30F839H',
    gender: 'MALE',
    dateOfBirth: '1971-01-30',
    company: INDIVIDUAL,
    category: 'Medico',
    jobTitle: 'Primario di cardiologia',
    employer: 'Ospedale Cardarelli',
  },
  {
    firstName: 'Chiara',
    lastName: 'Romano',
    email: 'chiara.romano@example.it',
    fiscalCode: 'RMNCHR96L48L219M',
    gender: 'FEMALE',
    dateOfBirth: '1996-07-08',
    company: INDIVIDUAL,
    category: 'Specializzando',
    employer: 'Ospedale Molinette',
  },
  {
    firstName: 'Alessandro',
    lastName: 'Colombo',
    email: 'alessandro.colombo@example.it',
    fiscalCode: 'CLMLSN82P17F205F',
    gender: 'MALE',
    dateOfBirth: '1982-09-17',
    category: 'Espositore',
    company: 0,
    jobTitle: 'Product manager',
  },
  {
    firstName: 'Sofia',
    lastName: 'Ricci',
    email: 'sofia.ricci@example.it',
    fiscalCode: 'RCCSFO90B45D612S',
    gender: 'FEMALE',
    dateOfBirth: '1990-02-05',
    category: 'Espositore',
    company: 1,
    jobTitle: 'Informatrice scientifica',
  },
  {
    firstName: 'Lorenzo',
    lastName: 'Marino',
    email: 'lorenzo.marino@example.it',
    fiscalCode: 'MRNLNZ69T01G273S',
    gender: 'MALE',
    dateOfBirth: '1969-12-01',
    company: INDIVIDUAL,
    category: 'Medico',
    employer: 'Policlinico di Palermo',
    foodRestriction: 'Senza glutine',
  },
  {
    firstName: 'Valentina',
    lastName: 'Greco',
    email: 'valentina.greco@example.it',
    fiscalCode: null,
    gender: 'FEMALE',
    dateOfBirth: null,
    company: INDIVIDUAL,
    category: 'Specializzando',
    employer: 'Policlinico Gemelli',
  },
  {
    firstName: 'Matteo',
    lastName: 'Bruno',
    email: 'matteo.bruno@example.it',
    fiscalCode: 'BRNMTT87D19L736B',
    gender: 'MALE',
    dateOfBirth: '1987-04-19',
    category: 'Espositore',
    company: 2,
    jobTitle: 'Project manager',
  },
  {
    firstName: 'Elena',
    lastName: 'Gallo',
    email: 'elena.gallo@example.it',
    fiscalCode: 'GLLLNE75R67H501I',
    gender: 'FEMALE',
    dateOfBirth: '1975-10-27',
    company: INDIVIDUAL,
    category: 'Medico',
    employer: 'Ospedale San Camillo',
  },
  {
    firstName: 'Davide',
    lastName: 'Conti',
    email: 'davide.conti@example.it',
    fiscalCode: null,
    gender: 'MALE',
    dateOfBirth: null,
    category: 'Espositore',
    company: 0,
    jobTitle: 'Tecnico commerciale',
  },
];

export const DEMO_PRODUCT_CATEGORIES = [
  { nameIt: 'Eventi sociali', nameEn: 'Social events', position: 1 },
  { nameIt: 'Servizi', nameEn: 'Services', position: 2 },
];

export interface DemoProduct {
  nameIt: string;
  nameEn: string;
  descriptionIt: string;
  descriptionEn: string;
  /** Index in DEMO_PRODUCT_CATEGORIES. */
  category: number;
  /** VAT-inclusive, in cents. */
  priceCents: number;
  /** Basis points: 2200 = 22%. */
  vatRate: number;
  stock: number | null;
  maxPerAttendee: number | null;
  /** Names in DEMO_ATTENDEE_CATEGORIES; null: everyone may buy. */
  attendeeCategories: string[] | null;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    nameIt: 'Cena di gala',
    nameEn: 'Gala dinner',
    descriptionIt: 'Cena di gala del congresso, venerdì 21 maggio alle 20:30.',
    descriptionEn: 'The congress gala dinner, Friday 21 May at 8.30 pm.',
    category: 0,
    priceCents: 8500,
    vatRate: 2200,
    stock: 120,
    maxPerAttendee: null,
    attendeeCategories: null,
  },
  {
    nameIt: 'Corso ECM pre-congresso',
    nameEn: 'Pre-congress CME course',
    descriptionIt: 'Corso di aggiornamento accreditato ECM, 19 maggio.',
    descriptionEn: 'Accredited continuing medical education course, 19 May.',
    category: 1,
    priceCents: 15000,
    vatRate: 2200,
    stock: null,
    maxPerAttendee: 1,
    attendeeCategories: ['Medico', 'Specializzando'],
  },
  {
    nameIt: 'Parcheggio 3 giorni',
    nameEn: '3-day parking',
    descriptionIt: 'Posto auto al centro congressi per i tre giorni del congresso.',
    descriptionEn: 'A parking space at the congress centre for the three days.',
    category: 1,
    priceCents: 3000,
    vatRate: 2200,
    stock: 50,
    maxPerAttendee: null,
    attendeeCategories: null,
  },
  {
    nameIt: 'Kit congressuale',
    nameEn: 'Congress kit',
    descriptionIt: 'Borsa con programma, blocco appunti e penna.',
    descriptionEn: 'Bag with programme, notepad and pen.',
    category: 1,
    priceCents: 0,
    vatRate: 2200,
    stock: null,
    maxPerAttendee: 1,
    attendeeCategories: null,
  },
];

/** The demo congress's rooms (issue 27): each room's door is a zone of its own, coded as here. */
export const DEMO_ROOMS: { nameIt: string; nameEn: string; code: string; capacity: number; floor: string }[] = [
  { nameIt: 'Sala Plenaria Michelangelo', nameEn: 'Michelangelo Plenary Hall', code: 'PLENARIA', capacity: 400, floor: 'Piano terra' },
  { nameIt: 'Sala Raffaello', nameEn: 'Raffaello Room', code: 'RAFFAELLO', capacity: 150, floor: 'Primo piano' },
  { nameIt: 'Sala Caravaggio', nameEn: 'Caravaggio Room', code: 'CARAVAGGIO', capacity: 80, floor: 'Primo piano' },
  { nameIt: 'Aula Bernini', nameEn: 'Bernini Room', code: 'BERNINI', capacity: 30, floor: 'Secondo piano' },
];

export interface DemoSession {
  titleIt: string;
  titleEn: string | null;
  type: SessionType;
  /** Index in DEMO_ROOMS; null: no room (the coffee breaks in the foyer). */
  room: number | null;
  day: string;
  /** `HH:MM` on the venue's clock. */
  from: string;
  to: string;
  /** An attendee by e-mail (DEMO_ATTENDEES) or a guest by name. */
  people?: { role: SessionRole; email?: string; name?: string }[];
  tags?: string[];
  registration?: SessionRegistration;
  capacity?: number;
  /** Names in DEMO_ATTENDEE_CATEGORIES; none: every category may join. */
  categories?: string[];
}

const DAY_1 = '2027-05-20';
const DAY_2 = '2027-05-21';
const COFFEE = { titleIt: 'Pausa caffè', titleEn: 'Coffee break', type: 'BREAK', room: null, registration: 'OPEN' } as const;

/** The programme of the congress's first two days: plenaries, parallel sessions, workshops and breaks (some titles in English only). */
export const DEMO_SESSIONS: DemoSession[] = [
  {
    titleIt: 'Apertura del congresso e saluti delle autorità',
    titleEn: 'Opening and welcome',
    type: 'PLENARY',
    room: 0,
    day: DAY_1,
    from: '08:30',
    to: '09:00',
    registration: 'OPEN',
    people: [{ role: 'MODERATOR', email: 'francesco.esposito@example.it' }],
  },
  {
    titleIt: 'Lettura magistrale: il futuro della cardiologia interventistica',
    titleEn: 'Keynote lecture: the future of interventional cardiology',
    type: 'PLENARY',
    room: 0,
    day: DAY_1,
    from: '09:00',
    to: '10:30',
    registration: 'OPEN',
    people: [{ role: 'SPEAKER', name: 'Prof. Marco Valentini' }],
    tags: ['ECM'],
  },
  { ...COFFEE, day: DAY_1, from: '10:30', to: '11:00' },
  {
    titleIt: 'Scompenso cardiaco: le nuove terapie',
    titleEn: 'Heart failure: new therapies',
    type: 'PARALLEL',
    room: 1,
    day: DAY_1,
    from: '11:00',
    to: '12:30',
    people: [
      { role: 'MODERATOR', email: 'mario.rossi@example.it' },
      { role: 'SPEAKER', email: 'partecipante@eventdesk.demo' },
      { role: 'SPEAKER', name: 'Dott.ssa Anna Lombardi' },
    ],
    tags: ['ECM', 'scompenso'],
  },
  {
    titleIt: 'Fibrillazione atriale nel paziente anziano',
    titleEn: 'Atrial fibrillation in the elderly',
    type: 'PARALLEL',
    room: 2,
    day: DAY_1,
    from: '11:00',
    to: '12:30',
    people: [{ role: 'SPEAKER', email: 'elena.gallo@example.it' }],
    tags: ['ECM', 'aritmie'],
  },
  {
    titleIt: 'Cardiac imaging update',
    titleEn: null,
    type: 'PARALLEL',
    room: 1,
    day: DAY_1,
    from: '14:00',
    to: '15:30',
    people: [{ role: 'SPEAKER', name: 'Dr. James Whitaker' }],
    tags: ['imaging'],
  },
  {
    titleIt: 'Workshop: ecocardiografia pratica',
    titleEn: 'Workshop: hands-on echocardiography',
    type: 'WORKSHOP',
    room: 3,
    day: DAY_1,
    from: '14:00',
    to: '16:00',
    capacity: 24,
    categories: ['Medico', 'Specializzando'],
    people: [{ role: 'SPEAKER', email: 'lorenzo.marino@example.it' }],
    tags: ['ECM', 'ecocardiografia'],
  },
  {
    titleIt: 'Prevenzione cardiovascolare: le linee guida 2027',
    titleEn: 'Cardiovascular prevention: the 2027 guidelines',
    type: 'PLENARY',
    room: 0,
    day: DAY_2,
    from: '09:00',
    to: '10:30',
    registration: 'OPEN',
    people: [{ role: 'SPEAKER', name: 'Prof.ssa Silvia Moretti' }],
    tags: ['ECM', 'prevenzione'],
  },
  { ...COFFEE, day: DAY_2, from: '10:30', to: '11:00' },
  {
    titleIt: 'Young cardiologists session',
    titleEn: null,
    type: 'PARALLEL',
    room: 1,
    day: DAY_2,
    from: '11:00',
    to: '12:30',
    categories: ['Specializzando'],
    people: [
      { role: 'MODERATOR', email: 'laura.ferrari@example.it' },
      { role: 'SPEAKER', email: 'chiara.romano@example.it' },
    ],
  },
  {
    titleIt: 'Cardiologia dello sport',
    titleEn: 'Sports cardiology',
    type: 'PARALLEL',
    room: 2,
    day: DAY_2,
    from: '11:00',
    to: '12:30',
    people: [{ role: 'SPEAKER', name: 'Dott. Paolo Santoro' }],
    tags: ['sport'],
  },
  {
    titleIt: 'Workshop: rianimazione cardiopolmonare avanzata (ACLS)',
    titleEn: 'Workshop: advanced cardiac life support (ACLS)',
    type: 'WORKSHOP',
    room: 3,
    day: DAY_2,
    from: '11:00',
    to: '13:00',
    capacity: 20,
    categories: ['Medico', 'Specializzando'],
    tags: ['ECM'],
  },
  {
    titleIt: 'Tavola rotonda: il cuore delle donne',
    titleEn: 'Round table: women’s hearts',
    type: 'PLENARY',
    room: 0,
    day: DAY_2,
    from: '14:00',
    to: '15:30',
    registration: 'OPEN',
    people: [
      { role: 'MODERATOR', email: 'elena.gallo@example.it' },
      { role: 'SPEAKER', email: 'partecipante@eventdesk.demo' },
    ],
  },
  {
    titleIt: 'Chiusura dei lavori',
    titleEn: 'Closing remarks',
    type: 'PLENARY',
    room: 0,
    day: DAY_2,
    from: '15:30',
    to: '16:00',
    registration: 'OPEN',
  },
];

import type { DocumentationStatus, Gender, Language, PaymentStatus } from '../enums';

/** The labels of the fixed lists, in both languages: the staff app, the export and the import read them. */
export const VALUE_LABELS: {
  gender: Record<Language, Record<Gender, string>>;
  payment_status: Record<Language, Record<PaymentStatus, string>>;
  documentation_status: Record<Language, Record<DocumentationStatus, string>>;
  language: Record<Language, Record<Language, string>>;
} = {
  gender: { it: { MALE: 'Maschio', FEMALE: 'Femmina', OTHER: 'Altro' }, en: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other' } },
  payment_status: {
    it: { PAID: 'Pagato', UNPAID: 'Non pagato', PENDING: 'In attesa' },
    en: { PAID: 'Paid', UNPAID: 'Unpaid', PENDING: 'Pending' },
  },
  documentation_status: {
    it: { REJECTED: 'Respinta', EXPIRED: 'Scaduta', MISSING: 'Mancante', TO_VALIDATE: 'Da validare', COMPLETE: 'Completa' },
    en: { REJECTED: 'Rejected', EXPIRED: 'Expired', MISSING: 'Missing', TO_VALIDATE: 'To validate', COMPLETE: 'Complete' },
  },
  language: { it: { it: 'Italiano', en: 'Inglese' }, en: { it: 'Italian', en: 'English' } },
};

export const YES_NO: Record<Language, { yes: string; no: string }> = { it: { yes: 'Sì', no: 'No' }, en: { yes: 'Yes', no: 'No' } };

import type { Language, ScanDenial, ScanDirection, ScanResult } from '../enums';

/** The gate's words in both languages (issue 14): the staff app, the quick mode and the scan log's export read them. */
export const SCAN_LABELS: {
  result: Record<Language, Record<ScanResult, string>>;
  direction: Record<Language, Record<ScanDirection, string>>;
  reason: Record<Language, Record<ScanDenial, string>>;
} = {
  result: {
    it: { ADMITTED: 'Ammesso', DENIED: 'Respinto' },
    en: { ADMITTED: 'Admitted', DENIED: 'Denied' },
  },
  direction: {
    it: { IN: 'Entrata', OUT: 'Uscita', PRINT: 'Stampa badge' },
    en: { IN: 'In', OUT: 'Out', PRINT: 'Badge print' },
  },
  reason: {
    it: {
      invalid_signature: 'Codice non valido',
      other_event: 'Pass di un altro evento',
      revoked: 'Pass revocato (ristampato)',
      unknown_holder: 'Titolare inesistente',
      pending: 'In attesa',
      zone_closed: 'Zona chiusa',
      no_right: 'Nessun accesso a questa zona',
      outside_window: 'Fuori dall’orario consentito',
      documents: 'Documenti mancanti o scaduti',
      not_paid: 'Non pagato',
      already_inside: 'Già dentro',
      zone_full: 'Zona piena',
      already_printed: 'Badge già stampato',
      device_clock: 'Orario del dispositivo non attendibile',
    },
    en: {
      invalid_signature: 'Invalid code',
      other_event: 'Pass of another event',
      revoked: 'Pass revoked (reissued)',
      unknown_holder: 'No such holder',
      pending: 'Pending',
      zone_closed: 'Zone closed',
      no_right: 'No access to this zone',
      outside_window: 'Outside the allowed times',
      documents: 'Documents missing or expired',
      not_paid: 'Not paid',
      already_inside: 'Already inside',
      zone_full: 'Zone full',
      already_printed: 'Badge already printed',
      device_clock: 'Device clock not trusted',
    },
  },
};

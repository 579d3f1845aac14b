import type { Language } from '@eventdesk/shared';
import type { Attendee } from './attendee.entity';

/** The language an attendee reads: theirs when it is English, else the default, Italian. */
export function attendeeLanguage(attendee: Attendee): Language {
  return attendee.appLang === 'en' ? 'en' : 'it';
}

import { venueClock } from '@eventdesk/shared/venue-clock';
import type { ProgrammeSession } from '../api';
import { intlLocale, type Locale } from '../i18n';

/* How the programme reads on the phone (issue 27): pure, so the unit tests need no page. */

/** `09:30` on the venue's clock, wherever the phone is. */
export function venueTime(iso: string): string {
  const { minutes } = venueClock(iso);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** What the attendee may do about a session, or why they may not. */
export type SessionAction = 'cancel' | 'leave' | 'register' | 'queue' | 'closed' | 'clash' | 'none';

export function sessionAction(s: ProgrammeSession): SessionAction {
  if (s.status === 'REGISTERED') return 'cancel';
  if (s.status === 'WAITING') return 'leave';
  if (s.type === 'BREAK' || s.registration === 'OPEN') return 'none';
  if (s.category_closed) return 'closed';
  if (s.clash) return 'clash';
  return s.seats_left === 0 ? 'queue' : 'register';
}

const dayLabels = new Map<Locale, Intl.DateTimeFormat>();

/** A venue day as a tab says it: `gio 20 mag` / `Thu, 20 May`. */
export function dayLabel(day: string, lang: Locale): string {
  let format = dayLabels.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayLabels.set(lang, format);
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}

import { venueClock, type RoomDto, type SessionDto, type SessionType } from '@eventdesk/shared';
import { useLanguage } from '../format/language';

/** Each kind of session its colour, in the list's chips and the grid's blocks (the theme's palette). */
export const TYPE_COLOURS: Record<SessionType, 'primary' | 'info' | 'success' | 'grey'> = {
  PLENARY: 'primary',
  PARALLEL: 'info',
  WORKSHOP: 'success',
  BREAK: 'grey',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Minutes past midnight as `09:05` (`24:00` for the end of the day). */
export const clockText = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** `09:00–10:30` on the venue's clock; an end on a later day says so (`09:00–01:00 (+1)`). */
export function timeRange(startAt: string, endAt: string): string {
  const start = venueClock(startAt);
  const end = venueClock(endAt);
  const days = Math.round((Date.parse(`${end.day}T00:00:00Z`) - Date.parse(`${start.day}T00:00:00Z`)) / 86_400_000);
  return `${clockText(start.minutes)}–${clockText(end.minutes)}${days > 0 ? ` (+${days})` : ''}`;
}

/**
 * The texts of the programme in the interface's language: a session's title and a room's name (the
 * Italian when there is no English), a venue day as `mer 20/05` / `Wed 20/05`.
 */
export function useProgrammeText() {
  const lang = useLanguage();
  const dayFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'it-IT', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  return {
    title: (s: Pick<SessionDto, 'title_it' | 'title_en'>) => (lang === 'en' && s.title_en) || s.title_it,
    roomName: (r: Pick<RoomDto, 'name_it' | 'name_en'>) => (lang === 'en' && r.name_en) || r.name_it,
    day: (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`)),
  };
}

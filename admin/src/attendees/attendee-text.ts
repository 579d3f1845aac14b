import { attendeeFieldDefinition, ITALIAN_PROVINCES, ITALIAN_REGIONS, type AttendeeDto } from '@eventdesk/shared';
import { COUNTRIES } from '@eventdesk/shared/reference/countries';
import { useLocaleState, useTranslate } from 'react-admin';

/** How an attendee is named in titles: the name, else the code, else the id. */
export const attendeeName = (record?: Partial<AttendeeDto> | null) =>
  record ? [record.first_name, record.last_name].filter(Boolean).join(' ') || record.attendee_code || `#${record.id}` : '';

const COUNTRY_FIELDS = new Set(['country', 'work_country', 'citizenship']);

/** A field's value as text: enums translated, codes named, dates localised. */
export function useFormatValue() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang = locale === 'en' ? 'en' : 'it';
  return (name: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return translate(value ? 'resources.attendees.yes' : 'resources.attendees.no');
    if (name === 'gender') return translate(`resources.attendees.genders.${value}`);
    if (name === 'payment_status') return translate(`payment_status.${value}`);
    if (name === 'documentation_status') return translate(`documentation_status.${value}`);
    if (name === 'app_lang') return translate(`resources.attendees.languages.${value}`);
    if (COUNTRY_FIELDS.has(name)) return COUNTRIES.find((c) => c.code === value)?.[lang] ?? String(value);
    if (name === 'origin_region') return ITALIAN_REGIONS.find((r) => r.code === value)?.[lang] ?? String(value);
    if (name === 'province' || name === 'province_of_birth') {
      const p = ITALIAN_PROVINCES.find((x) => x.code === value);
      return p ? `${p.code} – ${p.name}` : String(value);
    }
    const kind = attendeeFieldDefinition(name)?.kind;
    const tag = lang === 'en' ? 'en-GB' : 'it-IT';
    // Dates as the interface's language writes them (12/03/1985), not as stored (1985-03-12).
    if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value))
      return new Date(`${value.slice(0, 10)}T00:00:00`).toLocaleDateString(tag);
    if ((kind === 'datetime' || name === 'registration_date' || name === 'badge_delivered_at') && typeof value === 'string')
      return new Date(value).toLocaleString(tag);
    if (value === 'true' || value === 'false') return translate(value === 'true' ? 'resources.attendees.yes' : 'resources.attendees.no');
    return String(value);
  };
}

import type { AttendeeDto, VehicleDto } from '@eventdesk/shared';

/** One holder found by the search fallback. */
export interface SearchHit {
  type: 'attendees' | 'vehicles';
  id: number;
  label: string;
  detail: string;
}

/** The search's attendees then vehicles, as lines: name (or code, or id) and code · e-mail; plate and make model. */
export function searchHits(attendees: AttendeeDto[], vehicles: VehicleDto[]): SearchHit[] {
  return [
    ...attendees.map((a) => ({
      type: 'attendees' as const,
      id: a.id,
      label: [a.last_name, a.first_name].filter(Boolean).join(' ') || String(a.attendee_code ?? a.id),
      detail: [a.attendee_code, a.email].filter(Boolean).join(' · '),
    })),
    ...vehicles.map((v) => ({
      type: 'vehicles' as const,
      id: v.id,
      label: v.plate,
      detail: [v.brand, v.model].filter(Boolean).join(' '),
    })),
  ];
}

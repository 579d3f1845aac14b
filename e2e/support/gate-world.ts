import type { Page } from 'playwright-core';
import { query } from './db';
import { apiCall } from './staff';

/**
 * A new zone of the event and the demo's newest confirmed attendee granted it, with that attendee's pass
 * code: what a gate or a kiosk test scans. Through the API, as the signed-in `admin` page.
 */
export async function zoneWithPass(admin: Page, eventId: number, zone: { name_it: string; code: string }) {
  const created = await apiCall<{ id: number }>(admin, 'POST', `/api/events/${eventId}/zones`, zone);
  if (created.status !== 201) throw new Error(`zone: ${created.status}`);
  const [{ id: attendee }] = query<{ id: number }>(
    'SELECT id FROM attendees WHERE event_id = ? AND pending = ? ORDER BY id DESC LIMIT 1',
    eventId,
    0,
  );
  const right = await apiCall(admin, 'POST', `/api/events/${eventId}/access-rights`, { attendee_id: attendee, zone_id: created.json.id });
  if (right.status !== 201) throw new Error(`access right: ${right.status}`);
  const pass = await apiCall<{ code: string }>(admin, 'GET', `/api/events/${eventId}/attendees/${attendee}/pass`);
  return { zoneId: created.json.id, attendee, code: pass.json.code };
}

import type { AttendeeDto, ServiceDto, VehicleDto } from '@eventdesk/shared';
import { gateTarget, localName, parseSelection, readSetting, selectionValue, settingKey, zoneLabel } from './gate-setting';
import { connection, timeOfDay } from './gate-status';
import { searchHits } from './search-hits';

const zone = (id: number) => ({ id, code: `Z${id}`, name_it: `Zona ${id}`, name_en: id === 1 ? `Zone ${id}` : null });
const service = (id: number) => ({ id, name_it: `Pasto ${id}`, name_en: null }) as ServiceDto;

describe('where the gate scans (quick mode)', () => {
  it('reads the setting kept on the device, with the defaults for what is missing or unreadable', () => {
    expect(settingKey(12)).toBe('eventdesk.gate.12');
    expect(readSetting(null)).toEqual({ zoneId: null, serviceId: null, direction: 'IN' });
    expect(readSetting('{"zoneId":3,"direction":"OUT"}')).toEqual({ zoneId: 3, serviceId: null, direction: 'OUT' });
    expect(readSetting('not json')).toEqual({ zoneId: null, serviceId: null, direction: 'IN' });
  });

  it('writes the picker value and reads it back: a service point, or a zone that leaves the service point', () => {
    expect(selectionValue(service(4), zone(1))).toBe('s:4');
    expect(selectionValue(null, zone(1))).toBe('z:1');
    expect(selectionValue(null, null)).toBe('');
    expect(parseSelection('s:4')).toEqual({ serviceId: 4 });
    expect(parseSelection('z:1')).toEqual({ zoneId: 1, serviceId: null });
  });

  it('names zones and services in the current language', () => {
    expect(zoneLabel('en', zone(1))).toBe('Z1 · Zone 1');
    expect(zoneLabel('it', zone(1))).toBe('Z1 · Zona 1');
    expect(zoneLabel('en', zone(2))).toBe('Z2 · Zona 2');
    expect(localName('en', service(4))).toBe('Pasto 4');
  });

  it('scans at the service point set, else at the zone set (a paired tablet: its own), ready when either is known', () => {
    const zones = [zone(1), zone(2)];
    expect(gateTarget({ zoneId: 2, serviceId: null, direction: 'IN' }, zones, [])).toEqual({ zone: zones[1], service: null, ready: true });
    expect(gateTarget({ zoneId: 2, serviceId: 4, direction: 'IN' }, zones, [service(4)])).toEqual({
      zone: null,
      service: service(4),
      ready: true,
    });
    // A service point no longer active: back to the zone.
    expect(gateTarget({ zoneId: 2, serviceId: 4, direction: 'IN' }, zones, [])).toEqual({ zone: zones[1], service: null, ready: true });
    expect(gateTarget({ zoneId: 2, serviceId: null, direction: 'IN' }, zones, [], 1).zone).toBe(zones[0]);
    expect(gateTarget({ zoneId: 9, serviceId: null, direction: 'IN' }, zones, [])).toEqual({ zone: null, service: null, ready: false });
  });
});

describe('the gate status and its fallbacks (quick mode)', () => {
  it('shows online green and offline amber', () => {
    expect(connection(true)).toEqual({ color: 'success', label: 'quickmode.online' });
    expect(connection(false)).toEqual({ color: 'warning', label: 'quickmode.offline' });
  });

  it('shows a time of day in the language of the page', () => {
    const iso = '2026-05-01T08:30:05.000Z';
    expect(timeOfDay('en', iso)).toBe(new Date(iso).toLocaleTimeString('en-GB'));
    expect(timeOfDay('it', iso)).toBe(new Date(iso).toLocaleTimeString('it-IT'));
  });

  it('lists the search hits: attendees by name (or code, or id), then vehicles by plate', () => {
    const attendees = [
      { id: 1, last_name: 'Rossi', first_name: 'Anna', attendee_code: 'A1', email: 'anna@example.org' },
      { id: 2, last_name: null, first_name: null, attendee_code: 'A2', email: null },
      { id: 3, last_name: null, first_name: null, attendee_code: null, email: null },
    ] as unknown as AttendeeDto[];
    const vehicles = [{ id: 5, plate: 'AB123CD', brand: 'Fiat', model: null }] as unknown as VehicleDto[];
    expect(searchHits(attendees, vehicles)).toEqual([
      { type: 'attendees', id: 1, label: 'Rossi Anna', detail: 'A1 · anna@example.org' },
      { type: 'attendees', id: 2, label: 'A2', detail: 'A2' },
      { type: 'attendees', id: 3, label: '3', detail: '' },
      { type: 'vehicles', id: 5, label: 'AB123CD', detail: 'Fiat' },
    ]);
  });
});

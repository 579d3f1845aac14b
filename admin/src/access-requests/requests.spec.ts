import type { AccessRequestDto, AccessRequestsDecidedDto } from '@eventdesk/shared';
import { choices, consequences, decisionNotice, holderGone, holderResource, selectedRecords, shortDateTime, validity } from './requests';

const request = (over: Partial<AccessRequestDto> = {}) =>
  ({
    id: 1,
    holder_type: 'ATTENDEE',
    attendee_id: 10,
    vehicle_id: null,
    operation: 'ADD',
    status: 'PENDING',
    holder_now: { zone_access: 'NONE', documentation_status: 'COMPLETE', zones: [] },
    ...over,
  }) as unknown as AccessRequestDto;
const now = (over: object) =>
  ({ zone_access: 'NONE', documentation_status: 'COMPLETE', zones: [], ...over }) as AccessRequestDto['holder_now'];

describe('the access-request review queue', () => {
  it('names each choice by its translation key', () => {
    expect(choices(['ADD', 'REMOVE'], 'ops')).toEqual([
      { id: 'ADD', name: 'ops.ADD' },
      { id: 'REMOVE', name: 'ops.REMOVE' },
    ]);
  });

  it('shows moments short in the language of the page, and an open end of the window as "…"', () => {
    const iso = '2026-05-01T08:30:00.000Z';
    const en = new Date(iso).toLocaleString('en-GB', { dateStyle: 'short', timeStyle: 'short' });
    expect(shortDateTime('en', iso)).toBe(en);
    expect(shortDateTime('it', iso)).toBe(new Date(iso).toLocaleString('it-IT', { dateStyle: 'short', timeStyle: 'short' }));
    expect(validity('en', iso, null)).toBe(`${en} – …`);
    expect(validity('en', null, iso)).toBe(`… – ${en}`);
  });

  it('tells the holder’s kind and whether it is gone', () => {
    expect(holderResource(request())).toBe('attendees');
    expect(holderResource(request({ holder_type: 'VEHICLE' }))).toBe('vehicles');
    expect(holderGone(request())).toBe(false);
    expect(holderGone(request({ attendee_id: null }))).toBe(true);
    expect(holderGone(request({ attendee_id: null, vehicle_id: 3 }))).toBe(false);
  });

  it('counts, before a decision on several, the requests for what the holder has and the holders lacking papers', () => {
    const records = [
      request(),
      request({ id: 2, holder_now: now({ zone_access: 'DEFAULT' }) }),
      request({ id: 3, operation: 'REMOVE', holder_now: now({ zone_access: 'DEFAULT', documentation_status: 'MISSING' }) }),
      request({ id: 4, operation: 'REMOVE', holder_now: now({ zone_access: 'RIGHT' }) }),
      request({ id: 5, holder_now: null }),
    ];
    expect(consequences(records)).toEqual({ redundant: 2, papers: 1 });
    expect(consequences([])).toEqual({ redundant: 0, papers: 0 });
  });

  it('warns after a decision when some were decided already or lost their holder', () => {
    const decided = (d: number[], already: number[], gone: number[]) =>
      ({ decided: d, already_decided: already, holder_gone: gone }) as unknown as AccessRequestsDecidedDto;
    expect(decisionNotice(decided([1, 2], [], []))).toEqual({ type: 'info', messageArgs: { smart_count: 2, already: 0, gone: 0 } });
    expect(decisionNotice(decided([1], [2], []))).toEqual({ type: 'warning', messageArgs: { smart_count: 1, already: 1, gone: 0 } });
    expect(decisionNotice(decided([], [], [3]))).toEqual({ type: 'warning', messageArgs: { smart_count: 0, already: 0, gone: 1 } });
  });

  it('keeps a selection from another page, with its id only', () => {
    const shown = [request({ id: 1 }), request({ id: 2 })];
    expect(selectedRecords([2, '7'], shown)).toEqual([shown[1], { id: 7, holder_now: null }]);
  });
});

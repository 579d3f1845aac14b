import { dayWindow, daysBetween, draggedSpan, lanes, moveOf, PX_PER_MINUTE, slotSession, spanOn } from './grid-geometry';
import { fromPicker, toPicker } from './VenueDateTimeInput';

// 20 May 2027 at the venue (Rome, UTC+2): 09:00 is 07:00Z.
const DAY = '2027-05-20';
const session = { start_at: '2027-05-20T07:00:00.000Z', end_at: '2027-05-20T08:30:00.000Z', room_id: 3 };

describe('the programme grid’s arithmetic', () => {
  it('places a session by the venue’s clock, clipped to the day', () => {
    expect(spanOn(session, DAY)).toEqual({ start: 540, end: 630 });
    expect(spanOn({ start_at: '2027-05-19T20:00:00.000Z', end_at: '2027-05-19T23:00:00.000Z' }, DAY)).toEqual({ start: 0, end: 60 });
    expect(spanOn(session, '2027-05-21')).toEqual({ start: 0, end: 0 });
  });

  it('shows 07:00–21:00, widened to whole hours around the sessions', () => {
    expect(dayWindow([])).toEqual({ from: 420, to: 1260 });
    expect(dayWindow([{ start: 390, end: 1290 }])).toEqual({ from: 360, to: 1320 });
  });

  it('snaps a drag to 15 minutes, keeps the length, and a resize to at least 15 minutes', () => {
    expect(draggedSpan({ start: 540, end: 630 }, 'move', 61 * PX_PER_MINUTE)).toEqual({ start: 600, end: 690 });
    expect(draggedSpan({ start: 540, end: 630 }, 'move', -7 * PX_PER_MINUTE)).toEqual({ start: 540, end: 630 });
    expect(draggedSpan({ start: 540, end: 630 }, 'move', -600 * PX_PER_MINUTE)).toEqual({ start: 0, end: 90 });
    expect(draggedSpan({ start: 540, end: 630 }, 'resize', 25 * PX_PER_MINUTE)).toEqual({ start: 540, end: 660 });
    expect(draggedSpan({ start: 540, end: 630 }, 'resize', -200 * PX_PER_MINUTE)).toEqual({ start: 540, end: 555 });
  });

  it('sends only what a drop changed', () => {
    expect(moveOf(session, DAY, { start: 600, end: 690 }, 3)).toEqual({
      start_at: '2027-05-20T08:00:00.000Z',
      end_at: '2027-05-20T09:30:00.000Z',
    });
    expect(moveOf(session, DAY, { start: 540, end: 660 }, 3)).toEqual({ end_at: '2027-05-20T09:00:00.000Z' });
    expect(moveOf(session, DAY, { start: 540, end: 630 }, 'none')).toEqual({ room_id: null });
    expect(moveOf(session, DAY, { start: 540, end: 630 }, 3)).toEqual({});
  });

  it('puts overlapping sessions side by side, and the others full width', () => {
    expect(
      lanes([
        { start: 540, end: 600 },
        { start: 570, end: 630 },
        { start: 600, end: 660 },
        { start: 700, end: 760 },
      ]),
    ).toEqual([
      { lane: 0, of: 2 },
      { lane: 1, of: 2 },
      { lane: 0, of: 2 },
      { lane: 0, of: 1 },
    ]);
  });

  it('makes an hour-long session from a click on a free slot, from its quarter', () => {
    expect(slotSession(DAY, 617, 4)).toEqual({ room_id: 4, start_at: '2027-05-20T08:15:00.000Z', end_at: '2027-05-20T09:15:00.000Z' });
    expect(slotSession(DAY, 1439, 'none')).toEqual({
      room_id: null,
      start_at: '2027-05-20T21:45:00.000Z',
      end_at: '2027-05-20T22:00:00.000Z',
    });
  });

  it('lists the days of a range, at most a month', () => {
    expect(daysBetween('2027-05-30', '2027-06-01')).toEqual(['2027-05-30', '2027-05-31', '2027-06-01']);
    expect(daysBetween('2027-01-01', '2027-12-31')).toHaveLength(31);
  });
});

describe('the session form’s times, on the venue’s clock whatever the browser’s zone', () => {
  it('shows the venue’s wall time in the picker and reads it back as the same moment', () => {
    const shown = new Date(toPicker('2027-05-20T07:00:00.000Z') as string);
    expect([shown.getDate(), shown.getHours(), shown.getMinutes()]).toEqual([20, 9, 0]);
    expect(fromPicker(toPicker('2027-05-20T07:00:00.000Z'))).toBe('2027-05-20T07:00:00.000Z');
    expect(fromPicker(new Date(2027, 0, 10, 9, 30).toISOString())).toBe('2027-01-10T08:30:00.000Z');
  });

  it('leaves an empty or unfinished date for the schema', () => {
    expect(toPicker(null)).toBeNull();
    expect(fromPicker(null)).toBeNull();
    expect(fromPicker('invalid-date')).toBe('invalid-date');
  });
});

import { alignedDays } from './RegistrationsTimeline';

const day = (date: string, days_from_start: number | null, count: number, cumulative: number) => ({
  date,
  days_from_start,
  count,
  cumulative,
});

describe('alignedDays: two events on one axis of days from their start', () => {
  it('puts the days of both on one axis, each series counted and summed only between its first and last day', () => {
    const own = [day('2026-06-01', -9, 2, 2), day('2026-06-08', -2, 1, 3), day('2026-06-11', 1, 1, 4)];
    const other = [day('2025-06-02', -10, 1, 1), day('2025-06-03', -9, 2, 3), day('2025-06-12', 0, 1, 4), day('2025-06-14', 2, 1, 5)];
    expect(alignedDays(own, other)).toEqual([
      { day: '−10', count: null, cumulative: null, compare_count: 1, compare_cumulative: 1 },
      { day: '−9', count: 2, cumulative: 2, compare_count: 2, compare_cumulative: 3 },
      { day: '−2', count: 1, cumulative: 3, compare_count: 0, compare_cumulative: 3 },
      { day: '0', count: 0, cumulative: 3, compare_count: 1, compare_cumulative: 4 },
      { day: '+1', count: 1, cumulative: 4, compare_count: 0, compare_cumulative: 4 },
      { day: '+2', count: null, cumulative: null, compare_count: 1, compare_cumulative: 5 },
    ]);
  });

  it('draws nothing of an empty compared event, and leaves out a day without a start', () => {
    expect(alignedDays([day('2026-06-01', -9, 2, 2), day('2026-06-02', null, 1, 3)], [])).toEqual([
      { day: '−9', count: 2, cumulative: 2, compare_count: null, compare_cumulative: null },
    ]);
  });
});

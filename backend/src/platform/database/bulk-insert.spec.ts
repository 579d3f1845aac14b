import { insertedIds, powerOfTwoCounts } from './bulk-insert';

describe('insertedIds', () => {
  it('counts back from last_insert_rowid on SQLite', () => {
    expect(
      insertedIds(
        [
          { rows: 3, reportedId: 12 },
          { rows: 1, reportedId: 13 },
        ],
        true,
      ),
    ).toEqual([10, 11, 12, 13]);
  });

  it('counts on from insertId on MySQL, by auto_increment_increment', () => {
    expect(
      insertedIds(
        [
          { rows: 2, reportedId: 101 },
          { rows: 2, reportedId: 111 },
        ],
        false,
        5,
      ),
    ).toEqual([101, 106, 111, 116]);
  });
});

describe('powerOfTwoCounts', () => {
  it('splits rows into statements of a power of two of rows, none above the limit', () => {
    expect(powerOfTwoCounts(500, 668)).toEqual([256, 128, 64, 32, 16, 4]);
    expect(powerOfTwoCounts(1300, 668)).toEqual([512, 512, 256, 16, 4]);
    expect(powerOfTwoCounts(1, 8191)).toEqual([1]);
    // A few rows (one attendee's tokens) in one statement of their own size.
    expect(powerOfTwoCounts(11, 668)).toEqual([11]);
    expect(powerOfTwoCounts(32, 668)).toEqual([32]);
    expect(powerOfTwoCounts(33, 668)).toEqual([32, 1]);
    expect(powerOfTwoCounts(0, 668)).toEqual([]);
    expect(powerOfTwoCounts(8191, 8191).reduce((a, b) => a + b, 0)).toBe(8191);
  });
});

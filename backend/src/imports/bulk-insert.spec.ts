import { insertedIds } from './bulk-insert';

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

import { ATTENDEE_SEARCH_FIELDS } from '@eventdesk/shared';
import { tokenCount } from './attendee-list';

describe('tokenCount: how one search word is counted', () => {
  const all = [...ATTENDEE_SEARCH_FIELDS];

  it('on MySQL over every field: a plain count of the tokens that share less than the word with the one before', () => {
    expect(tokenCount('ros', all, 7, true)).toEqual({
      sql: 'SELECT COUNT(*) AS total FROM attendee_search_tokens s WHERE s.event_id = ? AND s.token >= ? AND s.token < ? AND s.shared_length < ?',
      params: [7, 'ros', 'rot', 3],
    });
  });

  it('on MySQL over some fields only: distinct attendees (a hidden field may lie between two matching tokens)', () => {
    const some = all.filter((f) => f !== 'email');
    const count = tokenCount('ros', some, 7, true);
    expect(count.sql).toMatch(/^SELECT COUNT\(DISTINCT s\.attendee_id\) AS total .* AND \(s\.fields & \?\) <> 0$/);
    expect(count.sql).not.toContain('shared_length');
  });

  it('on SQLite: distinct attendees (its primary key index does not hold shared_length)', () => {
    const count = tokenCount('ros', all, 7, false);
    expect(count).toEqual({
      sql: 'SELECT COUNT(DISTINCT s.attendee_id) AS total FROM attendee_search_tokens s WHERE s.event_id = ? AND s.token >= ? AND s.token < ?',
      params: [7, 'ros', 'rot'],
    });
  });
});

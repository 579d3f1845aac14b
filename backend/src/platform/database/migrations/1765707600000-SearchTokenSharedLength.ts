import { MigrationInterface, QueryRunner } from 'typeorm';
import { compareTokens, sharedLengths } from '../../common/search-words';

const CHUNK = 1000;
const UPSERT_ROWS = 2000;

/**
 * The quick search’s count without a DISTINCT on MySQL (common/search-words.ts tokenRows): each token of an
 * attendee says how many leading characters it shares with the attendee's token before it in sorted
 * order. Added as 0 (instant on both engines), then set for the tokens already there, attendee by
 * attendee, where it is not 0.
 */
export class SearchTokenSharedLength1765707600000 implements MigrationInterface {
  name = 'SearchTokenSharedLength1765707600000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = ['mysql', 'mariadb'].includes(q.connection.driver.options.type);
    await q.query(
      mysql
        ? 'ALTER TABLE `attendee_search_tokens` ADD `shared_length` smallint NOT NULL DEFAULT 0'
        : 'ALTER TABLE "attendee_search_tokens" ADD COLUMN "shared_length" smallint NOT NULL DEFAULT (0)',
    );
    const upsert = mysql
      ? ' ON DUPLICATE KEY UPDATE shared_length = VALUES(shared_length)'
      : ' ON CONFLICT (event_id, token, attendee_id) DO UPDATE SET shared_length = excluded.shared_length';
    for (let after = 0; ;) {
      const ids = (await q.query(`SELECT id FROM attendees WHERE id > ? ORDER BY id LIMIT ${CHUNK}`, [after])) as { id: number }[];
      if (!ids.length) break;
      after = Number(ids[ids.length - 1]!.id);
      const tokens = (await q.query(
        `SELECT event_id, token, attendee_id, fields FROM attendee_search_tokens WHERE attendee_id IN (${ids.map(() => '?').join(', ')})`,
        ids.map((r) => r.id),
      )) as { event_id: number; token: string; attendee_id: number; fields: number }[];
      const byAttendee = new Map<number, typeof tokens>();
      for (const t of tokens) {
        const own = byAttendee.get(t.attendee_id);
        if (own) own.push(t);
        else byAttendee.set(t.attendee_id, [t]);
      }
      const shared: unknown[][] = [];
      for (const own of byAttendee.values()) {
        own.sort((a, b) => compareTokens(a.token, b.token));
        sharedLengths(own.map((t) => t.token)).forEach((length, i) => {
          const t = own[i]!;
          if (length) shared.push([t.event_id, t.token, t.attendee_id, t.fields, length]);
        });
      }
      for (let i = 0; i < shared.length; i += UPSERT_ROWS) {
        const part = shared.slice(i, i + UPSERT_ROWS);
        await q.query(
          `INSERT INTO attendee_search_tokens (event_id, token, attendee_id, fields, shared_length) VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}${upsert}`,
          part.flat(),
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE attendee_search_tokens DROP COLUMN shared_length');
  }
}

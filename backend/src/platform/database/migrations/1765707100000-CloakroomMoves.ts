import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn } from './helpers';

/**
 * The cloakroom's history (issue 28): every hanger handed out (`DEPOSIT`) and given back (`RETURN`), written in
 * the desk's own transaction, so the gate report counts the cloakroom's use over time and the peak of coats held.
 * `IDX_cloakroom_moves_report` covers the report's reads (kind and time per attendee of an event). The hangers held
 * when the migration runs are written as their deposits (at `taken_at`), so the history starts from what is held.
 */
export class CloakroomMoves1765707100000 implements MigrationInterface {
  name = 'CloakroomMoves1765707100000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'cloakroom_moves',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'hanger_id', type: 'integer', isNullable: true },
          { name: 'attendee_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '8' },
          { name: 'moved_at', type: 'datetime' },
          { name: 'user_id', type: 'integer', isNullable: true },
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['hanger_id'], referencedTableName: 'hangers', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
          { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [{ name: 'IDX_cloakroom_moves_report', columnNames: ['event_id', 'kind', 'moved_at', 'attendee_id'] }],
      }),
    );
    await q.query(
      "INSERT INTO cloakroom_moves (event_id, hanger_id, attendee_id, kind, moved_at) SELECT event_id, id, holder_attendee_id, 'DEPOSIT', COALESCE(taken_at, CURRENT_TIMESTAMP)" +
        ' FROM hangers WHERE holder_attendee_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('cloakroom_moves');
  }
}

import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/** The programme's sessions (issue 27), in rooms; a room with sessions is not deleted. */
export class ProgrammeSessions1765701000000 implements MigrationInterface {
  name = 'ProgrammeSessions1765701000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'programme_sessions',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'title_it', type: 'varchar', length: '200' },
          { name: 'title_en', type: 'varchar', length: '200', isNullable: true },
          { name: 'description_it', type: 'text', isNullable: true },
          { name: 'description_en', type: 'text', isNullable: true },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'room_id', type: 'integer', isNullable: true },
          { name: 'start_at', type: 'datetime' },
          { name: 'end_at', type: 'datetime' },
          { name: 'people', type: 'text' },
          { name: 'tags', type: 'text' },
          { name: 'attendee_category_ids', type: 'text' },
          { name: 'registration', type: 'varchar', length: '10' },
          { name: 'capacity', type: 'integer', isNullable: true },
          { name: 'published', type: 'boolean', default: true },
          ...timestamps(),
        ],
        foreignKeys: [
          { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['room_id'], referencedTableName: 'rooms', referencedColumnNames: ['id'], onDelete: 'RESTRICT' },
        ],
        indices: [
          { name: 'IDX_programme_sessions_event_start', columnNames: ['event_id', 'start_at'] },
          { name: 'IDX_programme_sessions_room_start', columnNames: ['room_id', 'start_at'] },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('programme_sessions');
  }
}

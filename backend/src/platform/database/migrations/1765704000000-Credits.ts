import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/**
 * Training credits (issue 27): the rules (one per session, one for the event's programme: `session_key` is
 * the session's id or 0, so the unique index holds for the event's rule too), what each rule gave each
 * attendee, and the learning survey's results the forms will write (a rule may ask for them).
 */
export class Credits1765704000000 implements MigrationInterface {
  name = 'Credits1765704000000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const session = { columnNames: ['session_id'], referencedTableName: 'programme_sessions', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const attendee = { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.createTable(
      new Table({
        name: 'credit_rules',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'session_id', type: 'integer', isNullable: true },
          { name: 'session_key', type: 'integer', default: 0 },
          { name: 'credit_hundredths', type: 'integer' },
          { name: 'min_presence', type: 'integer', default: 90 },
          { name: 'survey_required', type: 'boolean', default: false },
          { name: 'survey_min_correct', type: 'integer', default: 75 },
          { name: 'attendee_category_ids', type: 'text' },
          { name: 'professions', type: 'text' },
          { name: 'disciplines', type: 'text' },
          { name: 'accreditation_code', type: 'varchar', length: '50', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [event, session],
        indices: [{ name: 'IDX_credit_rules_scope', columnNames: ['event_id', 'session_key'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'credit_results',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'rule_id', type: 'integer' },
          { name: 'session_id', type: 'integer', isNullable: true },
          { name: 'attendee_id', type: 'integer' },
          { name: 'seconds_present', type: 'integer' },
          { name: 'seconds_total', type: 'integer' },
          { name: 'share_basis_points', type: 'integer' },
          { name: 'survey_basis_points', type: 'integer', isNullable: true },
          { name: 'earned', type: 'boolean' },
          { name: 'credit_hundredths', type: 'integer' },
          { name: 'reason', type: 'varchar', length: '40', isNullable: true },
          { name: 'computed_at', type: 'datetime' },
        ],
        foreignKeys: [
          event,
          { columnNames: ['rule_id'], referencedTableName: 'credit_rules', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          attendee,
        ],
        indices: [
          { name: 'IDX_credit_results_rule_attendee', columnNames: ['rule_id', 'attendee_id'], isUnique: true },
          { name: 'IDX_credit_results_attendee', columnNames: ['event_id', 'attendee_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'learning_survey_results',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'session_id', type: 'integer', isNullable: true },
          { name: 'session_key', type: 'integer', default: 0 },
          { name: 'attendee_id', type: 'integer' },
          { name: 'correct_basis_points', type: 'integer' },
          ...timestamps(),
        ],
        foreignKeys: [event, session, attendee],
        indices: [{ name: 'IDX_learning_survey_results_attendee', columnNames: ['event_id', 'attendee_id', 'session_key'], isUnique: true }],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('learning_survey_results');
    await q.dropTable('credit_results');
    await q.dropTable('credit_rules');
  }
}

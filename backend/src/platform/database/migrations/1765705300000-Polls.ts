import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { idColumn, timestamps } from './helpers';

/**
 * Live voting (issue 27): polls and their options, the votes (one per attendee and poll: `voter_key` is a
 * keyed hash of poll and attendee, unique per poll; `attendee_id` is written for named polls only) and the
 * options each vote names, and each attendee's voting PIN, unique in the event.
 */
export class Polls1765705300000 implements MigrationInterface {
  name = 'Polls1765705300000';

  async up(q: QueryRunner): Promise<void> {
    const event = { columnNames: ['event_id'], referencedTableName: 'events', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const poll = { columnNames: ['poll_id'], referencedTableName: 'polls', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    const attendee = { columnNames: ['attendee_id'], referencedTableName: 'attendees', referencedColumnNames: ['id'], onDelete: 'CASCADE' };
    await q.createTable(
      new Table({
        name: 'polls',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'session_id', type: 'integer', isNullable: true },
          { name: 'question_it', type: 'varchar', length: '500' },
          { name: 'question_en', type: 'varchar', length: '500', isNullable: true },
          { name: 'multiple', type: 'boolean', default: false },
          { name: 'max_choices', type: 'integer', default: 1 },
          { name: 'anonymous', type: 'boolean', default: true },
          { name: 'revote', type: 'varchar', length: '10' },
          { name: 'public_results', type: 'boolean', default: false },
          { name: 'status', type: 'varchar', length: '10', default: "'DRAFT'" },
          { name: 'opened_at', type: 'datetime', isNullable: true },
          { name: 'closed_at', type: 'datetime', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [
          event,
          { columnNames: ['session_id'], referencedTableName: 'programme_sessions', referencedColumnNames: ['id'], onDelete: 'SET NULL' },
        ],
        indices: [{ name: 'IDX_polls_event_status', columnNames: ['event_id', 'status'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'poll_options',
        columns: [
          idColumn(),
          { name: 'poll_id', type: 'integer' },
          { name: 'position', type: 'integer' },
          { name: 'label_it', type: 'varchar', length: '200' },
          { name: 'label_en', type: 'varchar', length: '200', isNullable: true },
        ],
        foreignKeys: [poll],
        indices: [{ name: 'IDX_poll_options_poll_position', columnNames: ['poll_id', 'position'], isUnique: true }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'poll_votes',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'poll_id', type: 'integer' },
          { name: 'voter_key', type: 'varchar', length: '64' },
          { name: 'attendee_id', type: 'integer', isNullable: true },
          ...timestamps(),
        ],
        foreignKeys: [event, poll, attendee],
        indices: [
          { name: 'IDX_poll_votes_poll_voter', columnNames: ['poll_id', 'voter_key'], isUnique: true },
          { name: 'IDX_poll_votes_attendee', columnNames: ['attendee_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'poll_vote_options',
        columns: [
          idColumn(),
          { name: 'vote_id', type: 'integer' },
          { name: 'poll_id', type: 'integer' },
          { name: 'option_id', type: 'integer' },
        ],
        foreignKeys: [
          { columnNames: ['vote_id'], referencedTableName: 'poll_votes', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
          { columnNames: ['option_id'], referencedTableName: 'poll_options', referencedColumnNames: ['id'], onDelete: 'CASCADE' },
        ],
        indices: [
          { name: 'IDX_poll_vote_options_vote_option', columnNames: ['vote_id', 'option_id'], isUnique: true },
          { name: 'IDX_poll_vote_options_poll_option', columnNames: ['poll_id', 'option_id'] },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'voting_pins',
        columns: [
          idColumn(),
          { name: 'event_id', type: 'integer' },
          { name: 'attendee_id', type: 'integer' },
          { name: 'pin', type: 'varchar', length: '8' },
          { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [event, attendee],
        indices: [
          { name: 'IDX_voting_pins_event_pin', columnNames: ['event_id', 'pin'], isUnique: true },
          { name: 'IDX_voting_pins_attendee', columnNames: ['attendee_id'], isUnique: true },
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('voting_pins');
    await q.dropTable('poll_vote_options');
    await q.dropTable('poll_votes');
    await q.dropTable('poll_options');
    await q.dropTable('polls');
  }
}

// node --test bench/ (run by npm test): the statement kinds the bench reports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { statementKind, summarizeStatements } from './sql-kinds.mjs';

test('names a statement by its verb and first table, whatever the quoting', () => {
  assert.equal(
    statementKind('SELECT "attendee".* FROM "attendees" "attendee" WHERE id IN (SELECT attendee_id FROM attendee_tags)'),
    'SELECT attendees',
  );
  assert.equal(statementKind('SELECT `User`.`id` FROM `users` `User` LEFT JOIN `user_event_roles` r ON 1'), 'SELECT users');
  assert.equal(statementKind('INSERT INTO `action_history`(`id`) VALUES (DEFAULT)'), 'INSERT action_history');
  assert.equal(statementKind('UPDATE "sessions" SET "expires_at" = ? WHERE "id" IN (?)'), 'UPDATE sessions');
  assert.equal(statementKind('DELETE FROM attendee_search_tokens WHERE attendee_id = ?'), 'DELETE attendee_search_tokens');
});

test('keeps transaction commands as written, savepoint numbers dropped', () => {
  assert.equal(statementKind('BEGIN TRANSACTION'), 'BEGIN TRANSACTION');
  assert.equal(statementKind('  start transaction '), 'START TRANSACTION');
  assert.equal(statementKind('SET TRANSACTION ISOLATION LEVEL READ COMMITTED'), 'SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
  assert.equal(statementKind('RELEASE SAVEPOINT typeorm_1'), 'RELEASE SAVEPOINT');
  assert.equal(statementKind('COMMIT'), 'COMMIT');
});

test('counts every statement, and apart those beyond the session and the signed-in user', () => {
  const summary = summarizeStatements([
    'SELECT * FROM "sessions" WHERE id = ?',
    'SELECT * FROM "users" "user" LEFT JOIN "user_event_roles" "role" ON 1',
    'BEGIN TRANSACTION',
    'UPDATE "attendees" SET first_name = ?',
    'COMMIT',
  ]);
  assert.deepEqual(summary, {
    count: 5,
    beyondSession: 3,
    statements: ['SELECT sessions', 'SELECT users', 'BEGIN TRANSACTION', 'UPDATE attendees', 'COMMIT'],
  });
});

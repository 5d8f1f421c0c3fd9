import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isConnectionFailure, isReadOnlyStatement } from './db';

describe('which statements may run again after their connection died', () => {
  it('takes plain reads, with or without a CTE', () => {
    for (const sql of [
      'select 1',
      '  SELECT id, locked_at, update_count from app_user where id = $1',
      'with last as (select max(id) as id from note) select * from note, last where note.id = last.id',
    ]) {
      expect(isReadOnlyStatement(sql), sql).toBe(true);
    }
  });
  it('refuses writes, writes in a CTE, row locks, sequences, notifications and everything that is not a select', () => {
    for (const sql of [
      'insert into note (body) values ($1)',
      'update note set body = $1',
      'delete from note',
      'with gone as (delete from note returning id) select count(*) from gone',
      'select id from wallet where user_id = $1 for update',
      'select id from wallet where user_id = $1 for share',
      "select nextval('note_id_seq')",
      "select pg_notify('chat', $1)",
      'select pg_advisory_lock(1, 2)',
      'select * into copy from note',
      'begin',
      'vacuum note',
    ]) {
      expect(isReadOnlyStatement(sql), sql).toBe(false);
    }
  });
});

describe('which errors say the database is away', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('knows a restart, a server starting up, a refused or cut connection, and a client that lost its connection', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DatabaseUnavailableError(new Error('earlier')),
    ]) {
      expect(isConnectionFailure(error), String(error)).toBe(true);
    }
  });
  it('leaves the statement refusals alone: unique and check violations, syntax, serialization, and non-errors', () => {
    for (const error of [withCode('23505'), withCode('23514'), withCode('42601'), withCode('40001'), new Error('boom'), null, 'text']) {
      expect(isConnectionFailure(error), String(error)).toBe(false);
    }
  });
});

import type { TableColumnOptions } from 'typeorm';

export const idColumn = (): TableColumnOptions => ({
  name: 'id',
  // 'integer': SQLite only auto-increments an INTEGER PRIMARY KEY; MySQL reads it as INT.
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

export const timestamps = (): TableColumnOptions[] => [
  { name: 'created_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
  { name: 'updated_at', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
];

import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Timestamps are stored in UTC on both engines (see data-source.ts: MySQL timezone 'Z'). */
export const CreatedAt = () => CreateDateColumn({ name: 'created_at', type: 'datetime' });
export const UpdatedAt = () => UpdateDateColumn({ name: 'updated_at', type: 'datetime' });

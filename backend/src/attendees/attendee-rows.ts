import { ATTENDEE_FIELDS, type AttendeeDto } from '@eventdesk/shared';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { AttendeeAccess } from './attendee-access';
import { PROPERTY_OF } from './attendee-record';
import { Attendee } from './attendee.entity';

interface Part {
  field: string;
  alias: string;
  column: ColumnMetadata;
}

/**
 * A list page read as plain rows rather than entities: only the columns the caller sees are selected,
 * and each value is converted once as TypeORM would hydrate it (the driver's own conversion), then as
 * the API writes it (dates in ISO 8601). The answer is the same as `scoped(toFullRecord(entity))`;
 * entity building, which a page of 25 attendees spent most of its time in, is skipped.
 */
export class AttendeeRowReader {
  /** One reader per caller's field scope: the set of visible fields is kept per event and role. */
  private readonly plans = new WeakMap<ReadonlySet<string>, Part[]>();

  constructor(private readonly db: DataSource) {}

  private plan(access: AttendeeAccess): Part[] {
    let parts = this.plans.get(access.visible);
    if (!parts) {
      const metadata = this.db.getMetadata(Attendee);
      const fields = ['id', 'event_id', ...ATTENDEE_FIELDS.filter((f) => f !== 'id' && access.visible.has(f)), 'created_at', 'updated_at'];
      parts = fields.map((field, i) => {
        const property =
          field === 'event_id'
            ? 'eventId'
            : field === 'created_at'
              ? 'createdAt'
              : field === 'updated_at'
                ? 'updatedAt'
                : PROPERTY_OF[field as keyof typeof PROPERTY_OF];
        const column = metadata.findColumnWithPropertyName(property as string);
        if (!column) throw new Error(`attendee column for ${field}`);
        return { field, alias: `c${i}`, column };
      });
      this.plans.set(access.visible, parts);
    }
    return parts;
  }

  /**
   * Selects the caller's columns and reads the page. `tags`, when given, looks up each row's tag ids
   * (they go after the fields, before the timestamps, as scoped() writes them).
   */
  async read(
    qb: SelectQueryBuilder<Attendee>,
    offset: number,
    limit: number,
    access: AttendeeAccess,
    tags?: (ids: number[]) => Promise<Map<number, number[]>>,
  ): Promise<AttendeeDto[]> {
    const parts = this.plan(access);
    const page = qb.clone().skip(undefined).take(undefined).offset(offset).limit(limit).select([]);
    for (const { alias, column } of parts) page.addSelect(`attendee.${column.propertyName}`, alias);
    const rows = await page.getRawMany<Record<string, unknown>>();
    const driver = this.db.driver;
    const tagIds =
      tags && rows.length
        ? await tags(rows.map((row) => Number(driver.prepareHydratedValue(row[parts[0]!.alias], parts[0]!.column))))
        : null;
    const timestamps = parts.length - 2;
    return rows.map((row) => {
      const dto: Record<string, unknown> = {};
      for (let i = 0; i < parts.length; i++) {
        const { field, alias, column } = parts[i]!;
        if (i === timestamps && tags) dto.tag_ids = tagIds?.get(dto.id as number) ?? [];
        const value = driver.prepareHydratedValue(row[alias], column) as unknown;
        dto[field] = value instanceof Date ? value.toISOString() : (value ?? null);
      }
      return dto as unknown as AttendeeDto;
    });
  }
}

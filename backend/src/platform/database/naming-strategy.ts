import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

/** `nameIt` → `name_it`, `eventCompanyId` → `event_company_id`, `vehicleType2` → `vehicle_type2`. */
export const snakeCase = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Columns and join columns named in snake_case from their properties, as every table of the migrations
 * is: an entity declares `@Column({ type: 'varchar' }) nameIt` and reads `name_it`. An explicit `name`
 * still wins. `test/entity-schema.e2e-spec.ts` holds every entity against the migrated tables.
 */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return customName ?? snakeCase([...embeddedPrefixes, propertyName].join('_'));
  }

  override joinColumnName(relationName: string, referencedColumnName: string): string {
    return snakeCase(`${relationName}_${referencedColumnName}`);
  }
}

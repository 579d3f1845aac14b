import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * A holder's rights in one zone found by zone and holder (issue 14): the gate asks it on every scan,
 * and with an index on the zone alone the database read every right of the zone to find the holder's
 * (an event that grants its zones person by person has thousands). The zone-only index goes: both new
 * ones start with the zone, so they serve what it served (its foreign key on MySQL, the zone's list).
 */
export class GateRightIndex1765660000000 implements MigrationInterface {
  name = 'GateRightIndex1765660000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'access_rights',
      new TableIndex({ name: 'IDX_access_rights_zone_attendee', columnNames: ['zone_id', 'attendee_id'] }),
    );
    await q.createIndex(
      'access_rights',
      new TableIndex({ name: 'IDX_access_rights_zone_vehicle', columnNames: ['zone_id', 'vehicle_id'] }),
    );
    await q.dropIndex('access_rights', 'IDX_access_rights_zone');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.createIndex('access_rights', new TableIndex({ name: 'IDX_access_rights_zone', columnNames: ['zone_id'] }));
    await q.dropIndex('access_rights', 'IDX_access_rights_zone_vehicle');
    await q.dropIndex('access_rights', 'IDX_access_rights_zone_attendee');
  }
}

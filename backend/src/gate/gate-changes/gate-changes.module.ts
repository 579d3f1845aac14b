import { Injectable, Module } from '@nestjs/common';
import { RIGHTS_CHANGED, ZONE_DEFAULTS_CHANGED } from '../../accreditation/zones/access-signals';
import { Signals } from '../../platform/signals/signals';
import { HOLDER_DELETED } from '../../registration/holders/holder-signals';
import { noteGateChange } from './gate-changes';

/** Notes for the offline gates what registration and accreditation tell of their holders and zones. */
@Injectable()
export class GateChangeNotes {
  constructor(signals: Signals) {
    signals.on(HOLDER_DELETED, (tx, { eventId, holderType, holderId }) => noteGateChange(tx, eventId, { kind: 'DELETED', holderType, holderId }));
    signals.on(RIGHTS_CHANGED, (tx, { eventId, holderType, holderId }) => noteGateChange(tx, eventId, { kind: 'RIGHTS', holderType, holderId }));
    signals.on(ZONE_DEFAULTS_CHANGED, (tx, { eventId }) => noteGateChange(tx, eventId, { kind: 'DEFAULTS' }));
  }
}

@Module({ providers: [GateChangeNotes] })
export class GateChangesModule {}

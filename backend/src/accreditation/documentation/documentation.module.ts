import { Injectable, Module } from '@nestjs/common';
import { Signals } from '../../platform/signals/signals';
import { HOLDERS_MOVED, HOLDERS_RESCOPED } from '../../registration/holders/holder-signals';
import { followHolderCompany, refreshDocumentation } from './documentation-status';

/** Keeps the holders' documentation status and their documents' company in step with what registration tells. */
@Injectable()
export class DocumentationListener {
  constructor(signals: Signals) {
    signals.on(HOLDERS_RESCOPED, (tx, { eventId, table, ids }) => refreshDocumentation(tx, eventId, table, ids));
    signals.on(HOLDERS_MOVED, (tx, { table, ids }) => followHolderCompany(tx, table, ids));
  }
}

@Module({ providers: [DocumentationListener] })
export class DocumentationModule {}

import { Injectable } from '@nestjs/common';
import { Signals } from '../../platform/signals/signals';
import { COMPANY_REMOVING } from '../../registration/companies/company-signals';
import { Vehicle } from './vehicle.entity';
import { AccreditationError } from '../accreditation-errors';

/** A company that still has vehicles is not deleted (409 `company_in_use`): they would lose their company. */
@Injectable()
export class VehicleCompanies {
  constructor(signals: Signals) {
    signals.on(COMPANY_REMOVING, async (tx, { eventId, companyId }) => {
      if (await tx.getRepository(Vehicle).existsBy({ eventId, eventCompanyId: companyId })) throw AccreditationError('company_in_use');
    });
  }
}

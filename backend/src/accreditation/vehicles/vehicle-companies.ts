import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from '../../platform/common/errors';
import { Signals } from '../../platform/signals/signals';
import { COMPANY_REMOVING } from '../../registration/companies/company-signals';
import { Vehicle } from './vehicle.entity';

/** A company that still has vehicles is not deleted (409 `company_in_use`): they would lose their company. */
@Injectable()
export class VehicleCompanies {
  constructor(signals: Signals) {
    signals.on(COMPANY_REMOVING, async (tx, { eventId, companyId }) => {
      if (await tx.getRepository(Vehicle).existsBy({ eventId, eventCompanyId: companyId })) throw new AppException(HttpStatus.CONFLICT, 'company_in_use');
    });
  }
}

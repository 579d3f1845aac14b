import { defineSignal } from '../../platform/signals/signals';

/**
 * A company is about to be deleted: a later context that keeps records of the company refuses by
 * throwing (accreditation refuses while the company has vehicles: 409 `company_in_use`).
 */
export const COMPANY_REMOVING = defineSignal<{ eventId: number; companyId: number }>('company.removing');

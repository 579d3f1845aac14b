import type { EventResourceScreens } from '../routing/EventResource';
import { CompanyCreate, CompanyEdit } from './CompanyEdit';
import CompanyList from './CompanyList';

/** `/events/{id}/companies` (every role; COMPANY sees its own company, VIEWER reads): list, `create` and `{companyId}`. */
const companies: EventResourceScreens = { api: 'companies', list: CompanyList, create: CompanyCreate, edit: CompanyEdit };
export default companies;

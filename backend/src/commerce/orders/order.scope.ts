import { defineRecordScope } from '../../platform/access/record-access';
import { Order } from './order.entity';

/** Orders of an event: the rules put no condition on them (staff who may read orders read every one of the event). */
export const ORDER_SCOPE = defineRecordScope({ subject: 'Order', entity: Order, alias: 'o', conditions: {} });

import type { AccessRequestDto } from '@eventdesk/shared';
import { DataTable, FilterButton } from 'react-admin';
import { EventResourceList } from '../forms/EventResourceList';
import { BulkDecisions, RowDecisions } from './DecideButtons';
import { requestFilters } from './filters';
import { HolderNow } from './HolderNow';
import { Asked, Holder, Operation, Status } from './RequestCells';

/**
 * `/events/{id}/accesscontrolrequests` (ADMIN): the review queue — pending requests first, filtered by
 * status, company, zone; each row shows its holder now (papers, zones it enters, the gate's answer);
 * approve or reject one or a selection (a rejection with its reason, a selection after confirming).
 * Approving grants the zone at once; the requester is e-mailed the decision. Six columns fit 1024 px.
 */
export default function AccessRequestList() {
  return (
    <EventResourceList
      resource="access-control-requests"
      filters={requestFilters}
      filterDefaultValues={{ status: 'PENDING' }}
      emptyHint={{ message: 'resources.access-control-requests.empty' }}
      sort={{ field: 'id', order: 'DESC' }}
      toolbar={<FilterButton />}
    >
      <DataTable<AccessRequestDto>
        rowClick={false}
        bulkActionButtons={<BulkDecisions />}
        isRowSelectable={(r) => r.status === 'PENDING'}
        data-testid="request-list"
      >
        <DataTable.Col source="holder_label">
          <Holder />
        </DataTable.Col>
        <DataTable.Col source="zone_id" label="resources.access-control-requests.fields.operation">
          <Operation />
        </DataTable.Col>
        <DataTable.Col source="holder_now" disableSort>
          <HolderNow />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.access-control-requests.fields.requested_by_name">
          <Asked />
        </DataTable.Col>
        <DataTable.Col source="status">
          <Status />
        </DataTable.Col>
        <DataTable.Col>
          <RowDecisions />
        </DataTable.Col>
      </DataTable>
    </EventResourceList>
  );
}

import { CREDIT_RULE_DEFAULTS, type CreditRuleDto } from '@eventdesk/shared';
import { DataTable } from 'react-admin';
import { DialogList } from '../forms/DialogList';
import { RowDeleteButton } from '../forms/RowDeleteButton';
import { useEventAbility } from '../routing/useEventAbility';
import { RuleConditions, RuleEligible, RuleScope } from './CreditRuleColumns';
import { CreditRuleInputs } from './CreditRuleInputs';
import { CreditsTabs } from './CreditsTabs';
import { useCreditText } from './credit-text';

const label = (field: string) => `resources.credits.fields.${field}`;

/**
 * `/events/{id}/credits` (ADMIN): the credit rules — one for the whole programme, one per accredited
 * session — edited in a dialog. Every change has the API recompute the event's credits (the Results tab).
 */
export default function CreditRuleList() {
  const can = useEventAbility();
  const text = useCreditText();
  return (
    <>
      <CreditsTabs value="rules" />
      <DialogList<CreditRuleDto>
        resource="credits"
        testId="credit-rule"
        empty="resources.credits.empty"
        canCreate={can('create', 'Credit')}
        sort={{ field: 'session_id', order: 'ASC' }}
        title={text.scope}
        defaultValues={CREDIT_RULE_DEFAULTS}
        dialogWidth="sm"
        columns={[
          <DataTable.Col key="session_id" source="session_id" label={label('session_id')}>
            <RuleScope />
          </DataTable.Col>,
          <DataTable.Col
            key="credits"
            source="credits"
            label={label('credits')}
            align="right"
            render={(r: CreditRuleDto) => text.credits(r.credits)}
          />,
          <DataTable.Col key="conditions" label={label('conditions')} disableSort>
            <RuleConditions />
          </DataTable.Col>,
          <DataTable.Col key="eligible" label={label('eligible')} disableSort>
            <RuleEligible />
          </DataTable.Col>,
          <DataTable.Col key="delete" align="right">
            <RowDeleteButton<CreditRuleDto> name={text.scope} />
          </DataTable.Col>,
        ]}
        inputs={<CreditRuleInputs />}
      />
    </>
  );
}

import type { CreditResultDto, CreditRuleDto } from '@eventdesk/shared';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Button, DataTable, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EventResourceList } from '../forms/EventResourceList';
import { useFormatDateTime } from '../format/dates';
import { useCurrentEvent } from '../routing/EventContext';
import { useEventAbility } from '../routing/useEventAbility';
import { CreditsTabs } from './CreditsTabs';
import { useCreditText } from './credit-text';
import { RecomputeButton, RecomputeProgress, useRecompute } from './RecomputeButton';

const label = (field: string) => `resources.credits.results.fields.${field}`;

function RuleFilter(_: { source: string; alwaysOn?: boolean }) {
  const text = useCreditText();
  return (
    <ReferenceInput source="rule_id" reference="credits" sort={{ field: 'session_id', order: 'ASC' }} perPage={1000}>
      <SelectInput optionText={(r: CreditRuleDto) => text.scope(r)} label={label('rule_id')} data-testid="credits-filter-rule" />
    </ReferenceInput>
  );
}

const filters = [
  <SearchInput source="q" alwaysOn key="q" />,
  <RuleFilter source="rule_id" alwaysOn key="rule_id" />,
  <NullableBooleanInput
    source="earned"
    label={label('earned')}
    trueLabel="resources.credits.results.earned"
    falseLabel="resources.credits.results.not_earned"
    alwaysOn
    key="earned"
    data-testid="credits-filter-earned"
  />,
];

/** Earned or not, as a chip; when it was computed in its tooltip (the column says it on a wide screen only). */
function Outcome({ earned, computedAt }: { earned: boolean; computedAt: string }) {
  const translate = useTranslate();
  const dateTime = useFormatDateTime();
  return (
    <Chip
      title={`${translate(label('computed_at'))}: ${dateTime(computedAt)}`}
      size="small"
      color={earned ? 'success' : 'default'}
      variant={earned ? 'filled' : 'outlined'}
      label={translate(`resources.credits.results.${earned ? 'earned' : 'not_earned'}`)}
      data-testid={earned ? 'credit-earned' : 'credit-not-earned'}
    />
  );
}

/**
 * `/events/{id}/credits/results` (ADMIN): what each rule gave each attendee, and why nothing when nothing —
 * searched, by rule and outcome; recomputed on demand (a job, its progress above the list), and exported as
 * the accreditation provider's file with the list's filters.
 */
export default function CreditResultList() {
  const eventId = useCurrentEvent()?.event.id;
  const translate = useTranslate();
  const text = useCreditText();
  const dateTime = useFormatDateTime();
  // Below 1200 px the time of computation leaves its column for the outcome's tooltip: the table fits a tablet.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const can = useEventAbility();
  const recompute = useRecompute(eventId);
  const recomputeButton = can('update', 'Credit') && <RecomputeButton onClick={recompute.start} running={recompute.running} />;
  const toRules = (
    <Button component={Link} to={`/events/${eventId}/credits`} label="resources.credits.tabs.rules">
      <ListAltIcon />
    </Button>
  );
  return (
    <>
      <CreditsTabs value="results" />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('resources.credits.results.hint')}
      </Typography>
      <RecomputeProgress job={recompute.job} running={recompute.running} />
      <EventResourceList
        resource="credits/results"
        title={translate('resources.credits.results.title')}
        filters={filters}
        sort={{ field: 'attendee_name', order: 'ASC' }}
        perPage={25}
        toolbar={recomputeButton}
        exportable
        emptyHint={{
          message: 'resources.credits.results.empty',
          actions: (
            <>
              {toRules}
              {recomputeButton}
            </>
          ),
        }}
      >
        <DataTable<CreditResultDto> bulkActionButtons={false} rowClick={false} data-testid="credit-results">
          <DataTable.Col
            source="attendee_name"
            label={label('attendee_name')}
            render={(r: CreditResultDto) => <Link to={`/events/${eventId}/attendees/${r.attendee_id}`}>{r.attendee_name}</Link>}
          />
          <DataTable.Col source="session_id" label={label('session_id')} render={text.scope} />
          <DataTable.Col align="right" source="share" label={label('share')} render={(r: CreditResultDto) => text.presence(r.share)} />
          <DataTable.Col align="right" source="credits" label={label('credits')} render={(r: CreditResultDto) => text.credits(r.credits)} />
          <DataTable.Col
            source="earned"
            label={label('earned')}
            disableSort
            render={(r: CreditResultDto) => <Outcome earned={r.earned} computedAt={r.computed_at} />}
          />
          <DataTable.Col
            source="reason_text"
            label={label('reason_text')}
            disableSort
            render={(r: CreditResultDto) => r.reason_text ?? ''}
          />
          {wide && (
            <DataTable.Col
              source="computed_at"
              label={label('computed_at')}
              disableSort
              render={(r: CreditResultDto) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(r.computed_at)}</span>}
            />
          )}
        </DataTable>
      </EventResourceList>
    </>
  );
}

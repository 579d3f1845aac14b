import type { AttendeeCategoryDto, CreditRuleDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { useCreditText } from './credit-text';

function Line({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ whiteSpace: 'normal' }}>
      <Typography component="span" variant="caption" color="text.secondary">
        {`${translate(label)}: `}
      </Typography>
      <Typography component="span" variant="body2">
        {children}
      </Typography>
    </Box>
  );
}

/** The rule's session (or the whole programme), and under it the provider's code. */
export function RuleScope() {
  const rule = useRecordContext<CreditRuleDto>();
  const text = useCreditText();
  if (!rule) return null;
  return (
    <>
      {text.scope(rule)}
      {rule.accreditation_code && (
        <Typography variant="caption" color="text.secondary" component="div">
          {rule.accreditation_code}
        </Typography>
      )}
    </>
  );
}

/** What one must have done: the presence, and the survey when the rule asks for it. */
export function RuleConditions() {
  const rule = useRecordContext<CreditRuleDto>();
  if (!rule) return null;
  return (
    <>
      <Line label="resources.credits.lines.presence">{`≥ ${rule.min_presence} %`}</Line>
      {rule.survey_required && <Line label="resources.credits.lines.survey">{`≥ ${rule.survey_min_correct} %`}</Line>}
    </>
  );
}

function CategoryNames({ ids }: { ids: number[] }) {
  const { data } = useGetMany<AttendeeCategoryDto>('attendee-categories', { ids });
  return <>{(data ?? []).map((c) => c.name).join(', ')}</>;
}

/** Who may earn them: categories (by name), professions and disciplines, "all" where the rule names none. */
export function RuleEligible() {
  const rule = useRecordContext<CreditRuleDto>();
  const translate = useTranslate();
  if (!rule) return null;
  const all = translate('resources.credits.all');
  const list = (values: string[]) => (values.length ? values.join(', ') : all);
  return (
    <>
      <Line label="resources.credits.lines.categories">
        {rule.attendee_category_ids.length ? <CategoryNames ids={rule.attendee_category_ids} /> : all}
      </Line>
      <Line label="resources.credits.lines.professions">{list(rule.professions)}</Line>
      <Line label="resources.credits.lines.disciplines">{list(rule.disciplines)}</Line>
    </>
  );
}

import type { ProgrammeReportDto } from '@eventdesk/shared';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bars, Figure, GroupedBars, Section } from './report-kit';

const credits = (hundredths: number) => (hundredths / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });

/** The programme: registered and attended per session first, then the totals and the credits per rule. */
export function ProgrammeReport({ report }: { report: ProgrammeReportDto }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} data-testid="report-programme">
      <Section title={translate('reports.programme.by_session')} testId="report-by-session">
        <GroupedBars
          bars={report.by_session}
          label={(s) => s.label}
          series={[
            { key: 'registered', name: translate('reports.programme.registered'), value: (s) => s.count },
            { key: 'attended', name: translate('reports.programme.attended'), value: (s) => s.attended },
            { key: 'waiting', name: translate('reports.programme.waiting'), value: (s) => s.waiting },
          ]}
        />
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.programme.sessions')} value={report.sessions} testId="report-sessions" />
        <Figure label={translate('reports.programme.registered')} value={report.registered} testId="report-session-registered" />
        <Figure label={translate('reports.programme.attended')} value={report.attended} testId="report-attended" />
        <Figure label={translate('reports.programme.credited')} value={report.credited_attendees} testId="report-credited" />
        <Figure label={translate('reports.programme.credits')} text={credits(report.credit_hundredths)} testId="report-credits" />
      </Box>
      <Section title={translate('reports.programme.by_rule')} testId="report-credits-by-rule">
        <Bars
          bars={report.credits_by_rule}
          name={translate('reports.programme.credited')}
          label={(r) => r.label ?? translate('reports.programme.whole')}
        />
      </Section>
    </Stack>
  );
}

import type { GateReportDto } from '@eventdesk/shared';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Figure, GroupedBars, Section } from './report-kit';

/** The gate's services consumed (units and attendees served per service) and the cloakroom's hangers now. */
export function GateServices({ report }: { report: GateReportDto }) {
  const translate = useTranslate();
  const { hangers, held, free } = report.cloakroom;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="report-gate-services">
      <Section title={translate('reports.gate.services')} testId="report-services">
        <GroupedBars
          bars={report.services}
          label={(s) => s.label}
          series={[
            { key: 'units', name: translate('reports.gate.units'), value: (s) => s.count },
            { key: 'served', name: translate('reports.gate.served'), value: (s) => s.attendees },
          ]}
        />
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Figure label={translate('reports.gate.hangers')} value={hangers} testId="report-hangers" />
        <Figure label={translate('reports.gate.held')} value={held} testId="report-hangers-held" />
        <Figure label={translate('reports.gate.free')} value={free} testId="report-hangers-free" />
      </Box>
    </Stack>
  );
}

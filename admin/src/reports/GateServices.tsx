import type { GateReportDto } from '@eventdesk/shared';
import { Box, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { utcMoment } from './GatePeaks';
import { Empty, Figure, GroupedBars, REPORT_PALETTE, Section } from './report-kit';

/**
 * The gate's services consumed (units and attendees served per service) and the cloakroom: its hangers now, the
 * most coats held at once and when, and per 15 minutes the hangers handed out and given back with the coats held.
 */
export function GateServices({ report }: { report: GateReportDto }) {
  const translate = useTranslate();
  const { hangers, held, free, peak, peak_at } = report.cloakroom;
  const use = report.cloakroom_use.map((u) => ({ ...u, slot: u.slot.slice(5).replace('T', ' ') }));
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
        <Figure
          label={peak_at ? translate('reports.gate.coats_peak_at', { at: utcMoment(peak_at) }) : translate('reports.gate.coats_peak')}
          value={peak}
          testId="report-coats-peak"
        />
      </Box>
      <Section title={translate('reports.gate.cloakroom_use')} testId="report-cloakroom-use">
        {use.length ? (
          <ResponsiveContainer width="100%" height={300}>
            <ComposedChart data={use}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="slot" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Bar dataKey="deposits" name={translate('reports.gate.deposits')} fill={REPORT_PALETTE[0]} isAnimationActive={false} />
              <Bar dataKey="returns" name={translate('reports.gate.returns')} fill={REPORT_PALETTE[1]} isAnimationActive={false} />
              <Line
                dataKey="held"
                name={translate('reports.gate.coats_held')}
                stroke={REPORT_PALETTE[7]}
                strokeWidth={2}
                strokeDasharray="6 3"
                type="stepAfter"
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        ) : (
          <Empty />
        )}
      </Section>
    </Stack>
  );
}

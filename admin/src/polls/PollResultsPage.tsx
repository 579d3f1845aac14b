import type { PollResultsDto } from '@eventdesk/shared';
import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

/**
 * Okabe–Ito's colours, told apart with every common colour blindness, each with the text colour that
 * reads on it; the bars also carry their option's number and count, so colour is never the only cue.
 */
const BARS = [
  ['#0072B2', '#fff'],
  ['#E69F00', '#000'],
  ['#009E73', '#fff'],
  ['#CC79A7', '#000'],
  ['#56B4E9', '#000'],
  ['#D55E00', '#fff'],
  ['#F0E442', '#000'],
  ['#000000', '#fff'],
] as const;

/** The poll's results now and after each vote (`GET …/polls/{id}/live`); EventSource reconnects by itself. */
function useLiveResults(eventId: string, pollId: string) {
  const [results, setResults] = useState<PollResultsDto | null>(null);
  const [connected, setConnected] = useState(false);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const source = new EventSource(`/api/events/${eventId}/polls/${pollId}/live`, { withCredentials: true });
    source.addEventListener('results', (e) => {
      setResults(JSON.parse((e as MessageEvent<string>).data) as PollResultsDto);
      setConnected(true);
    });
    source.onerror = () => {
      setConnected(false);
      // A refusal (404: no such poll) closes the stream for good; a network drop leaves it reconnecting.
      if (source.readyState === EventSource.CLOSED) setMissing(true);
    };
    return () => source.close();
  }, [eventId, pollId]);
  return { results, connected, missing };
}

/**
 * `#/events/{id}/voting/results/{pollId}` (ADMIN, full screen, for the projector): the question, a bar
 * per option with its count and share, the votes and the turnout, updated as votes come in.
 */
export default function PollResultsPage() {
  const { eventId = '', pollId = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { results, connected, missing } = useLiveResults(eventId, pollId);
  const en = locale === 'en';
  const votingUrl = `${location.origin}/myarea/#/events/${eventId}/voting`;
  if (missing && !results)
    return (
      <Box sx={{ p: 6 }}>
        <Typography variant="h3">{translate('resources.polls.projector.not_found')}</Typography>
      </Box>
    );
  const top = Math.max(1, ...(results?.options.map((o) => o.count) ?? [0]));
  return (
    <Box
      data-testid="poll-results"
      sx={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        p: { xs: 3, md: 6 },
        bgcolor: '#fff',
        color: '#111',
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: { xs: 22, md: 32 }, fontWeight: 600 }} data-testid="poll-results-status">
          {results ? translate(`resources.polls.projector.status.${results.status}`) : '…'}
          {!connected && results && ` · ${translate('resources.polls.projector.live_off')}`}
        </Typography>
        <Typography sx={{ fontSize: { xs: 18, md: 26 } }}>{translate('resources.polls.projector.vote_at', { url: votingUrl })}</Typography>
      </Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: 34, md: 56 }, fontWeight: 700, lineHeight: 1.15 }}
        data-testid="poll-results-question"
      >
        {results ? (en && results.question_en) || results.question_it : ''}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2.5, flex: 1 }}>
        {results?.options.map((o, i) => {
          const [bg, fg] = BARS[i % BARS.length]!;
          const share = results.votes ? Math.round((o.count / results.votes) * 100) : 0;
          return (
            <Box component="li" key={o.id} data-testid={`poll-results-option-${i + 1}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: { xs: 24, md: 38 }, fontWeight: 600, gap: 2 }}>
                <span>
                  {i + 1}. {(en && o.label_en) || o.label_it}
                </span>
                <span data-testid={`poll-results-count-${i + 1}`}>
                  {o.count} · {share} %
                </span>
              </Box>
              <Box sx={{ height: { xs: 28, md: 48 }, bgcolor: '#eee', borderRadius: 1, overflow: 'hidden', mt: 0.5 }}>
                <Box
                  sx={{
                    height: '100%',
                    width: `${(o.count / top) * 100}%`,
                    minWidth: o.count ? 8 : 0,
                    bgcolor: bg,
                    color: fg,
                    transition: 'width 300ms ease-out',
                    display: 'flex',
                    alignItems: 'center',
                    pl: 1,
                    fontWeight: 700,
                    fontSize: { xs: 16, md: 24 },
                  }}
                >
                  {o.count > 0 && i + 1}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {results && (
        <Typography sx={{ fontSize: { xs: 22, md: 32 } }} data-testid="poll-results-votes">
          {translate('resources.polls.projector.votes', { smart_count: results.votes })} ·{' '}
          {translate('resources.polls.projector.turnout', { percent: Math.round(results.turnout * 1000) / 10 })}
        </Typography>
      )}
    </Box>
  );
}

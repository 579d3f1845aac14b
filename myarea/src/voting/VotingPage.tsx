import type { PublicPollDto, VotingPageDto } from '@eventdesk/shared';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isApiError } from '../http';
import { LangSwitch } from '../components/LangSwitch';
import { errorText, Loading } from '../components/Status';
import { useI18n } from '../i18n';
import { fill } from '../i18n/messages';
import { getVoting, keepVoting, recallVoting, sendVote, type VotingMemory } from './voting-api';

/** How often an open page looks for polls opened or closed since (only while it is shown). */
const REFRESH_MS = 20_000;

/**
 * `#/events/{id}/voting` (SPEC §2, public; issue 27): the event's open polls on a phone. The voter is
 * the attendee signed in to my-area on this phone, or the one whose voting PIN is typed (kept for the
 * tab). Each poll says "vote recorded" once its vote is in; one that lets a vote be replaced offers to
 * change it.
 */
export default function VotingPage({ eventId }: { eventId: string }) {
  const { t } = useI18n();
  const [page, setPage] = useState<VotingPageDto | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [memory, setMemory] = useState<VotingMemory>(() => recallVoting(eventId));
  const [pinError, setPinError] = useState<string | null>(null);

  const load = useCallback(() => {
    getVoting(eventId).then(
      (next) => {
        setPage(next);
        setError(null);
      },
      (e: unknown) => setError(isApiError(e) ? e : new ApiError(-1, '')),
    );
  }, [eventId]);

  useEffect(() => {
    load();
    const timer = setInterval(() => document.visibilityState === 'visible' && load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  useEffect(() => {
    document.title = `${t.voting.title}${page ? ` · ${page.event.name}` : ''}`;
  }, [t, page]);

  const remember = (next: VotingMemory) => {
    setMemory(next);
    keepVoting(eventId, next);
  };

  return (
    <>
      <header className="topbar">
        <span className="brand">{page?.event.name ?? t.appName}</span>
        <LangSwitch />
      </header>
      <main className="page" data-testid="voting">
        <h1 className="page-title">{t.voting.title}</h1>
        {!page && !error && <Loading />}
        {error && (
          <div className="notice error" role="alert">
            <p>{error.status === 404 ? t.eventNotFound : errorText(error, t)}</p>
            <button type="button" className="button secondary small" onClick={load}>
              {t.retry}
            </button>
          </div>
        )}
        {page && (
          <>
            {page.signed_in ? (
              <p className="muted" data-testid="voting-signed-in">
                {t.voting.signedIn}
              </p>
            ) : (
              <label className="field card">
                <span className="label">{t.voting.pinLabel}</span>
                <input
                  className="code-input"
                  data-testid="voting-pin"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={memory.pin}
                  aria-invalid={pinError ? true : undefined}
                  aria-describedby="voting-pin-help"
                  onChange={(e) => {
                    setPinError(null);
                    remember({ ...memory, pin: e.target.value.replace(/\D/g, '').slice(0, 6) });
                  }}
                />
                {pinError && (
                  <span className="field-error" role="alert" data-testid="voting-pin-error">
                    {pinError}
                  </span>
                )}
                <span className="muted hint" id="voting-pin-help">
                  {t.voting.pinHelp}
                </span>
              </label>
            )}
            {page.polls.length === 0 && (
              <section className="card" data-testid="voting-none">
                <p>{t.voting.none}</p>
                <button type="button" className="button secondary small" onClick={load}>
                  {t.voting.refresh}
                </button>
              </section>
            )}
            {page.polls.map((poll) => (
              <PollCard
                key={poll.id}
                poll={poll}
                voted={memory.voted[poll.id] ?? poll.my_choice}
                send={async (optionIds) => {
                  const result = await sendVote(eventId, poll.id, optionIds, page.signed_in ? null : memory.pin || null);
                  remember({ ...recallVoting(eventId), pin: memory.pin, voted: { ...memory.voted, [poll.id]: result.option_ids } });
                  if (poll.votes !== null) load();
                  return result.replaced;
                }}
                onPinError={setPinError}
              />
            ))}
          </>
        )}
      </main>
    </>
  );
}

/** One open poll: its options as radio buttons or check boxes, the vote, and what became of it. */
function PollCard({
  poll,
  voted,
  send,
  onPinError,
}: {
  poll: PublicPollDto;
  voted: number[] | null;
  send: (optionIds: number[]) => Promise<boolean>;
  onPinError: (message: string | null) => void;
}) {
  const { t, lang } = useI18n();
  const [chosen, setChosen] = useState<number[]>(voted ?? []);
  const [state, setState] = useState<'idle' | 'sending' | 'recorded' | 'replaced'>(voted ? 'recorded' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const locked = state === 'sending' || (voted !== null && poll.revote === 'REFUSE');
  const text = (it: string, en: string | null) => (lang === 'en' && en) || it;
  const toggle = (id: number) => {
    setError(null);
    if (!poll.multiple) return setChosen([id]);
    setChosen((current) =>
      current.includes(id) ? current.filter((c) => c !== id) : current.length < poll.max_choices ? [...current, id] : current,
    );
  };
  const submit = async () => {
    setState('sending');
    setError(null);
    onPinError(null);
    try {
      setState((await send(chosen)) ? 'replaced' : 'recorded');
    } catch (e) {
      setState(voted ? 'recorded' : 'idle');
      const failure = isApiError(e) ? e : new ApiError(-1, '');
      if (failure.field('pin')) onPinError(failure.field('pin')!);
      else if (failure.status === 401) onPinError(failure.message);
      else setError(failure.field('option_ids') ?? errorText(failure, t));
    }
  };
  const total = poll.votes ?? 0;
  return (
    <section className="card poll" data-testid={`poll-${poll.id}`}>
      <fieldset>
        <legend>{text(poll.question_it, poll.question_en)}</legend>
        {poll.session_title && <p className="muted hint">{poll.session_title}</p>}
        <p className="muted hint">
          {poll.multiple ? fill(t.voting.chooseUpTo, { n: poll.max_choices }) : t.voting.chooseOne} ·{' '}
          {poll.anonymous ? t.voting.anonymous : t.voting.named}
        </p>
        {poll.options.map((option, i) => (
          <label key={option.id} className="field check poll-option">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={`poll-${poll.id}`}
              checked={chosen.includes(option.id)}
              disabled={locked}
              onChange={() => toggle(option.id)}
              data-testid={`poll-${poll.id}-option-${i + 1}`}
            />
            <span className="label">{text(option.label_it, option.label_en)}</span>
            {option.count !== null && (
              <span className="poll-count" aria-label={`${option.count} ${t.voting.votes}`}>
                <span className="poll-bar" style={{ width: `${total ? (option.count / total) * 100 : 0}%` }} />
                {option.count}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="field-error" role="alert" data-testid={`poll-${poll.id}-error`}>
          {error}
        </p>
      )}
      {(state === 'recorded' || state === 'replaced') && (
        <p className="notice ok" role="status" data-testid={`poll-${poll.id}-recorded`}>
          ✓ {state === 'replaced' ? t.voting.replaced : t.voting.recorded}
        </p>
      )}
      {!(voted && poll.revote === 'REFUSE') && (
        <button
          type="button"
          className="button primary block"
          disabled={locked || chosen.length === 0}
          onClick={submit}
          data-testid={`poll-${poll.id}-vote`}
        >
          {state === 'sending' ? t.voting.sending : voted ? t.voting.changeVote : t.voting.vote}
        </button>
      )}
      <p className="muted hint">{poll.revote === 'REFUSE' ? t.voting.oneVote : t.voting.canChange}</p>
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getProgramme, type Programme as ProgrammeDay, type ProgrammeSession } from '../api';
import { ErrorNote, Loading, PageTitle } from '../components/Status';
import { useI18n } from '../i18n';
import { hashQuery } from '../router';
import { useEventSession, useLoad } from '../session';
import { dayLabel } from './programme-view';
import { SessionCard } from './SessionCard';

/**
 * `#/{token}/programme`: the programme one venue day at a time (tabs), its sessions as cards in time
 * order, each with the attendee's place and the one thing they may do about it. The day is kept in the
 * address (`?day=`), so a reload stays on it.
 */
export default function Programme() {
  const { token } = useEventSession();
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const [day, setDay] = useState<string | null>(() => hashQuery().get('day'));
  const { data, error, loading, reload, setData } = useLoad<ProgrammeDay>(() => getProgramme(token, day), [token, lang, day]);

  const choose = (next: string) => {
    setDay(next);
    navigate(`/programme?day=${next}`, { replace: true });
  };
  // The session as it now stands at once, then the whole day again (seats and clashes of the others move too).
  const changed = (next: ProgrammeSession | null) => {
    if (next && data) setData({ ...data, sessions: data.sessions.map((s) => (s.id === next.id ? next : s)) });
    reload();
  };

  const shown = data?.day ?? null;
  // The chosen day's tab in sight when the days are more than the strip shows (the strip scrolls, not the page).
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = tabs.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (strip && tab) strip.scrollLeft = tab.offsetLeft - strip.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [shown, lang, data?.days.length]);

  return (
    <div data-testid="programme">
      <PageTitle title={t.programmeTitle} />
      {data && data.days.length > 0 && (
        <div className="day-tabs" role="tablist" aria-label={t.programmeDays} ref={tabs}>
          {data.days.map((d) => (
            <button
              key={d}
              type="button"
              role="tab"
              className="day-tab"
              aria-selected={d === shown}
              data-testid={`day-${d}`}
              onClick={() => choose(d)}
            >
              {dayLabel(d, lang)}
            </button>
          ))}
        </div>
      )}
      {loading && (!data || (day !== null && data.day !== day)) && <Loading />}
      {error && <ErrorNote error={error} onRetry={reload} />}
      {data && data.days.length === 0 && <p className="muted">{t.noProgramme}</p>}
      {data && data.days.length > 0 && data.sessions.length === 0 && <p className="muted">{t.noSessions}</p>}
      {data && data.sessions.length > 0 && (
        <>
          <p className="muted small-print">{t.programmeClock}</p>
          <ul className="sessions" role="tabpanel" aria-label={shown ? dayLabel(shown, lang) : undefined}>
            {data.sessions.map((s) => (
              <SessionCard key={s.id} session={s} onChanged={changed} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { VotingPinDto } from '@eventdesk/shared';
import { useI18n } from '../i18n';
import { fill } from '../i18n/messages';
import { getVotingPin } from './voting-api';

/** The dashboard's line with the attendee's voting PIN (issue 27) and the way to the voting page; nothing when it cannot be read. */
export function VotingPinCard({ token }: { token: string }) {
  const { t } = useI18n();
  const [pin, setPin] = useState<VotingPinDto | null>(null);
  useEffect(() => {
    let live = true;
    getVotingPin(token).then(
      (answer) => live && setPin(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!pin) return null;
  return (
    <section className="card" data-testid="voting-pin-card">
      <p data-testid="voting-pin-value">{fill(t.voting.yourPin, { pin: pin.pin })}</p>
      <a className="button secondary small" href={`#/events/${pin.event_id}/voting`} data-testid="go-voting">
        {t.voting.goVote}
      </a>
    </section>
  );
}

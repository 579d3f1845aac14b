import { useState } from 'react';
import { cancelSessionRegistration, isApiError, registerForSession, type ProgrammeSession } from '../api';
import { Icon } from '../components/Icon';
import { errorText } from '../components/Status';
import { useI18n, type Messages } from '../i18n';
import { useEventSession, useSignInAgain } from '../session';
import { sessionAction, venueTime } from './programme-view';

function Seats({ session: s, t }: { session: ProgrammeSession; t: Messages }) {
  if (s.type === 'BREAK') return null;
  if (s.registration === 'OPEN') return <span className="fact">{t.openEntry}</span>;
  return (
    <>
      {s.seats_left !== null && (
        <span className={`fact${s.seats_left <= 3 ? ' warn' : ''}`}>{s.seats_left > 0 ? t.seatsLeft(s.seats_left) : t.seatsFull}</span>
      )}
      {s.waiting > 0 && <span className="fact">{t.queueLength(s.waiting)}</span>}
    </>
  );
}

/**
 * One session of the programme as a card: time on the venue's clock, room, title, people, seats, the
 * attendee's place, and one big button (register, join the queue, cancel after a confirmation) or the
 * reason there is none. `onChanged` gets the session as the API answered it (null after a refusal).
 */
export function SessionCard({ session: s, onChanged }: { session: ProgrammeSession; onChanged: (next: ProgrammeSession | null) => void }) {
  const { token } = useEventSession();
  const { t } = useI18n();
  const signInAgain = useSignInAgain();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<'registeredNow' | 'waitingNow' | 'cancelledNow' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const action = sessionAction(s);

  const act = async (kind: 'register' | 'cancel') => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setNote(null);
    try {
      const next = kind === 'register' ? await registerForSession(token, s.id) : await cancelSessionRegistration(token, s.id);
      setNote(kind === 'cancel' ? 'cancelledNow' : next.status === 'WAITING' ? 'waitingNow' : 'registeredNow');
      setConfirming(false);
      onChanged(next);
    } catch (error) {
      if (isApiError(error, 401)) return signInAgain();
      setFailure(isApiError(error) ? (error.field('session_id') ?? errorText(error, t)) : t.genericError);
      setConfirming(false);
      onChanged(null);
    } finally {
      setBusy(false);
    }
  };

  const roles = (['SPEAKER', 'MODERATOR'] as const).map(
    (role) => [role, s.people.filter((p) => p.role === role).map((p) => p.name)] as const,
  );

  return (
    <li className={`session${s.type === 'BREAK' ? ' break' : ''}${s.status ? ' mine' : ''}`} data-testid={`session-${s.id}`}>
      <p className="session-when">
        <strong>
          {venueTime(s.start_at)}–{venueTime(s.end_at)}
        </strong>
        {s.room && (
          <span>
            <Icon name="pin" size={16} /> {s.room.name}
          </span>
        )}
      </p>
      <h3>{s.title}</h3>
      {s.description && <p className="description">{s.description}</p>}
      {roles.map(([role, names]) =>
        names.length ? (
          <p className="people" key={role}>
            <span className="muted">{t.sessionRoles[role]}:</span> {names.join(', ')}
          </p>
        ) : null,
      )}
      <p className="facts">
        <span className="fact">{t.sessionTypes[s.type]}</span>
        <Seats session={s} t={t} />
      </p>
      {s.status && (
        <p className={`badge ${s.status === 'REGISTERED' ? 'ok' : 'wait'} session-status`} data-testid={`status-${s.id}`}>
          {s.status === 'REGISTERED' ? t.statusRegistered : t.statusWaiting(s.waiting_position ?? 1)}
        </p>
      )}
      {action === 'closed' && <p className="reason">{t.categoryClosed}</p>}
      {action === 'clash' && <p className="reason">{t.clashWith(s.clash!.title)}</p>}
      {(action === 'register' || action === 'queue') && (
        <button
          type="button"
          className="button primary block"
          data-testid={`register-${s.id}`}
          disabled={busy}
          onClick={() => act('register')}
        >
          {action === 'queue' ? t.joinWaitingList : t.register}
        </button>
      )}
      {(action === 'cancel' || action === 'leave') && !confirming && (
        <button
          type="button"
          className="button secondary block"
          data-testid={`cancel-${s.id}`}
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {action === 'leave' ? t.leaveWaitingList : t.cancelRegistration}
        </button>
      )}
      {confirming && (
        <div className="confirm" role="group" aria-label={action === 'leave' ? t.leaveQuestion : t.cancelQuestion}>
          <p>{action === 'leave' ? t.leaveQuestion : t.cancelQuestion}</p>
          <div className="confirm-buttons">
            <button type="button" className="button secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t.keepRegistration}
            </button>
            <button
              type="button"
              className="button danger"
              data-testid={`confirm-cancel-${s.id}`}
              onClick={() => act('cancel')}
              disabled={busy}
            >
              {t.confirmCancel}
            </button>
          </div>
        </div>
      )}
      {note && (
        <p className="notice ok" role="status" data-testid={`note-${s.id}`}>
          {t[note]}
        </p>
      )}
      {failure && (
        <p className="notice error" role="alert" data-testid={`refused-${s.id}`}>
          {failure}
        </p>
      )}
    </li>
  );
}

import { useEffect, useState } from 'react';
import { getPass, type SavedPass } from '../api';
import { formatDate, useI18n } from '../i18n';
import { onOfflineChange } from '../offline/register';

/**
 * The attendee's pass: its QR to show at the gate and when it was last refreshed (issue 29 item 12).
 * Offline, the service worker answers with the copy it kept, and the card says so. Nothing when there
 * is no pass to show (not signed in, no copy): the rest of the page still works.
 */
export function PassCard({ token }: { token: string }) {
  const { t, lang } = useI18n();
  const [saved, setSaved] = useState<SavedPass | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => onOfflineChange(() => setAttempt((n) => n + 1)), []);

  useEffect(() => {
    let live = true;
    getPass(token).then(
      (next) => live && setSaved(next),
      // Offline with no copy, or signed out: keep what is shown (a copy already on screen stays useful).
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  if (!saved) return null;
  return (
    <section className="card pass" data-testid="pass">
      <h2>{t.passTitle}</h2>
      {saved.offline && (
        <p className="notice warn" role="status" data-testid="pass-offline">
          {t.passOffline}
        </p>
      )}
      <img
        className="pass-qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(saved.pass.qr_svg)}`}
        alt={t.passTitle}
        width={240}
        height={240}
      />
      {/* The code printed under the QR (issue 29 item 5): typed at the gate or the totem when the QR cannot be read. */}
      {saved.pass.short_code && (
        <>
          <p className="muted">{t.passShortCode}</p>
          <p className="pass-code" data-testid="pass-short-code">
            {saved.pass.short_code}
          </p>
        </>
      )}
      <p className="muted">{t.passHint}</p>
      <p className="pass-saved" data-testid="pass-saved-at">
        {t.passSavedAt(formatDate(saved.savedAt.toISOString(), lang, true))}
      </p>
      <p className="muted" data-testid="pass-home-screen">
        {t.passHomeScreen}
      </p>
    </section>
  );
}

import { useEffect } from 'react';
import { LangSwitch } from '../components/LangSwitch';
import { useI18n } from '../i18n';

/**
 * Public pages that are not built yet (`#/events/{id}/webforms/display/{uuid}`):
 * an honest "not available yet" instead of a blank page or a fake form.
 */
export function Unavailable({ kind }: { kind: 'form' }) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${t.unavailableTitle} · ${t.appName}`;
  }, [t]);
  return (
    <>
      <header className="topbar">
        <span className="brand">{t.appName}</span>
        <LangSwitch />
      </header>
      <main className="page">
        <section className="card" data-testid="not-available" data-kind={kind}>
          <h1>{t.unavailableTitle}</h1>
          <p>{t.unavailableForm}</p>
        </section>
      </main>
    </>
  );
}

/** No event token in the address, or an address my-area does not know. */
export function NoEvent() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${t.title} · ${t.appName}`;
  }, [t]);
  return (
    <>
      <header className="topbar">
        <span className="brand">{t.title}</span>
        <LangSwitch />
      </header>
      <main className="page">
        <p className="notice" data-testid="no-event">
          {t.noEvent}
        </p>
      </main>
    </>
  );
}

import { Link } from 'wouter';
import { useI18n } from '../i18n';

/** An address inside an event that is not one of its pages. */
export function NotFound() {
  const { t } = useI18n();
  return (
    <section className="card" data-testid="not-found">
      <p>{t.notFound}</p>
      <Link href="/" className="button secondary">
        {t.goHome}
      </Link>
    </section>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ApiError } from '../api';
import { useI18n, type Messages } from '../i18n';

export function Loading() {
  const { t } = useI18n();
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {t.loading}
    </p>
  );
}

/** What to tell the attendee about a failed call: the API's message (in their language) or ours. */
export function errorText(error: ApiError | undefined, t: Messages): string {
  if (!error) return '';
  if (error.status === 0) return t.networkError;
  return error.message || t.genericError;
}

export function ErrorNote({ error, onRetry, children }: { error: ApiError | undefined; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useI18n();
  if (!error && !children) return null;
  return (
    <div className="notice error" role="alert">
      <p>{children ?? errorText(error, t)}</p>
      {onRetry && (
        <button type="button" className="button secondary small" onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  );
}

/** A page's title with a way back to the dashboard. */
export function PageTitle({ title, back = '/' }: { title: string; back?: string | null }) {
  const { t } = useI18n();
  return (
    <div className="page-title">
      {back !== null && (
        <Link href={back} className="back">
          <span aria-hidden="true">←</span> {back === '/' ? t.navHome : t.back}
        </Link>
      )}
      <h1>{title}</h1>
    </div>
  );
}

import type { Term } from '../api';
import { useI18n } from '../i18n';

/** The event's terms, each with its consent checkbox; our "required" messages by term, the API's for the list. */
export default function TermsSection({
  terms,
  accepted,
  onToggle,
  errors,
}: {
  terms: Term[];
  accepted: Set<number>;
  onToggle: (id: number, on: boolean) => void;
  errors: Record<number, string> & { all?: string[] };
}) {
  const { t } = useI18n();
  return (
    <fieldset className="card terms" data-testid="terms">
      <legend>{t.terms}</legend>
      {terms.map((term) => (
        <div key={term.id} className={`term${errors[term.id] ? ' invalid' : ''}`}>
          <details>
            <summary>
              <strong>{term.title}</strong>
              {term.required && <span className="required"> *</span>}
            </summary>
            <p className="term-text">{term.text}</p>
          </details>
          <label className="check">
            <input
              type="checkbox"
              data-testid={`term-${term.id}`}
              checked={accepted.has(term.id)}
              aria-invalid={errors[term.id] ? true : undefined}
              onChange={(e) => onToggle(term.id, e.target.checked)}
            />
            <span>
              {t.accept}: {term.title}
            </span>
          </label>
          {errors[term.id] && <p className="field-error">{errors[term.id]}</p>}
        </div>
      ))}
      {errors.all?.map((m, i) => (
        <p key={i} className="field-error">
          {m}
        </p>
      ))}
    </fieldset>
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { confirmEmail, getAttendee, getTerms, isApiError, saveAttendee, type ApiError, type AttendeeResponse, type Term } from '../api';
import { ErrorNote, Loading, PageTitle, errorText } from '../components/Status';
import { isLocale, useI18n } from '../i18n';
import { useEventSession, useLoad, useSignInAgain } from '../session';
import { checkFields, GROUP_ORDER, groupOf, initialValues, toPayload, type Values } from './attendee-form';
import { FieldRow } from './FieldControl';
import TermsSection from './TermsSection';

/*
 * `#/{token}/edit-attendee`: a form built from the `fields` the API sends (the event's ATTENDEE UI
 * configuration): visible fields shown, read-only ones disabled, required ones marked; labels from the
 * field's alias or our catalogue. The browser checks only "required" and e-mail format; the API is the
 * authority and its per-field messages are shown under the fields. Consents to the event's terms, if any.
 */

export default function EditAttendee() {
  const { token, event } = useEventSession();
  const { t, lang, choose, setHints } = useI18n();
  const signInAgain = useSignInAgain();
  const loaded = useLoad<AttendeeResponse>(() => getAttendee(token, true), [token]);
  const [values, setValues] = useState<Values>({});
  const [accepted, setAccepted] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A new e-mail waiting for the code sent to it: the old one stays until then (issue 12). */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [emailCode, setEmailCode] = useState('');
  const [emailCodeError, setEmailCodeError] = useState<string | null>(null);
  const [emailConfirmed, setEmailConfirmed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The terms in the page's language: read again when the attendee switches it.
  const [terms, setTerms] = useState<Term[]>(event.terms ?? []);
  useEffect(() => {
    let live = true;
    getTerms(token).then(
      (read) => live && setTerms(read),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [token, lang]);

  const reset = (response: AttendeeResponse) => {
    setValues(initialValues(response));
    setAccepted(new Set(response.attendee.accepted_terms));
  };

  useEffect(() => {
    if (loaded.data) reset(loaded.data);
  }, [loaded.data]);

  // After a failed save, once the messages are on screen: the first field in error gets the focus.
  const [focusTick, setFocusTick] = useState(0);
  const focusFirstError = () => setFocusTick((n) => n + 1);
  useEffect(() => {
    if (focusTick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  /** Our "required" checks by term; the API's `accepted_terms…` messages for the whole list. */
  const termErrors = useMemo(() => {
    const byTerm: Record<number, string> & { all?: string[] } = {};
    for (const [key, message] of Object.entries(errors)) {
      if (key.startsWith('term:')) byTerm[Number(key.slice(5))] = message;
      else if (key.startsWith('accepted_terms')) (byTerm.all ??= []).push(message);
    }
    return byTerm;
  }, [errors]);

  if (!loaded.data) {
    return (
      <>
        <PageTitle title={t.editTitle} />
        {loaded.loading ? <Loading /> : <ErrorNote error={loaded.error} onRetry={loaded.reload} />}
      </>
    );
  }

  const { fields } = loaded.data;
  const visible = fields.filter((f) => f.visible);
  const groups = GROUP_ORDER.map((group) => ({ group, fields: visible.filter((f) => groupOf(f.name) === group) })).filter(
    (g) => g.fields.length,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaved(false);
    setServerError(null);
    const found = checkFields(fields, values, t);
    for (const term of terms) if (term.required && !accepted.has(term.id)) found[`term:${term.id}`] = t.termRequired;
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError();

    const payload = toPayload(fields, values);
    if (terms.length) payload.accepted_terms = terms.filter((term) => accepted.has(term.id)).map((term) => term.id);

    setSaving(true);
    const before = loaded.data?.attendee.app_lang;
    try {
      const response = await saveAttendee(token, payload);
      loaded.setData(response);
      reset(response);
      setSaved(true);
      setPendingEmail(response.pending_email ?? null);
      setEmailConfirmed(false);
      const after = response.attendee.app_lang;
      if (after !== before && isLocale(after)) {
        choose(null);
        setHints({ attendee: after });
      }
    } catch (error) {
      if (isApiError(error, 401)) return signInAgain();
      if (!isApiError(error)) throw error;
      const fromServer: Record<string, string> = {};
      for (const [key, messages] of Object.entries(error.errors)) fromServer[key] = messages[0];
      setErrors(fromServer);
      setServerError(error);
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  const confirmNewEmail = async () => {
    setEmailCodeError(null);
    try {
      const response = await confirmEmail(token, emailCode.trim());
      loaded.setData(response);
      reset(response);
      setPendingEmail(null);
      setEmailCode('');
      setEmailConfirmed(true);
    } catch (error) {
      if (isApiError(error, 401)) return signInAgain();
      if (!isApiError(error)) throw error;
      setEmailCodeError(Object.values(error.errors)[0]?.[0] ?? errorText(error, t));
    }
  };

  const unknownErrors = Object.entries(errors).filter(
    ([key]) => !key.startsWith('accepted_terms') && !key.startsWith('term:') && !visible.some((f) => f.name === key),
  );

  return (
    <>
      <PageTitle title={t.editTitle} />
      <form ref={form} onSubmit={submit} noValidate data-testid="edit-form" lang={lang}>
        {serverError && (
          <div className="notice error" role="alert">
            <p>{serverError.status === 422 ? t.fixErrors : errorText(serverError, t)}</p>
            {unknownErrors.map(([key, message]) => (
              <p key={key}>{message}</p>
            ))}
          </div>
        )}
        {visible.length === 0 && <p className="muted">{t.noFields}</p>}
        {groups.map(({ group, fields: inGroup }) => (
          <fieldset key={group} className="card">
            <legend>{t.fieldGroups[group]}</legend>
            {inGroup.map((field) => (
              <FieldRow
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(v) => {
                  setValues((current) => ({ ...current, [field.name]: v }));
                  setSaved(false);
                }}
              />
            ))}
          </fieldset>
        ))}
        {terms.length > 0 && (
          <TermsSection
            terms={terms}
            accepted={accepted}
            errors={termErrors}
            onToggle={(id, on) =>
              setAccepted((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
        )}
        {saved && (
          <p className="notice ok" role="status" data-testid="saved">
            {t.saved}
          </p>
        )}
        {pendingEmail && (
          <div className="notice card" role="status" data-testid="email-pending">
            <p>{t.emailPending(pendingEmail)}</p>
            <label className="field">
              <span>{t.emailCode}</span>
              <input
                name="email_code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={emailCode}
                onChange={(e) => setEmailCode(e.target.value)}
                aria-invalid={emailCodeError ? true : undefined}
                data-testid="email-code"
              />
              {emailCodeError && <small className="error">{emailCodeError}</small>}
            </label>
            <button
              type="button"
              className="button block"
              onClick={confirmNewEmail}
              disabled={emailCode.trim().length !== 6}
              data-testid="email-confirm"
            >
              {t.emailConfirm}
            </button>
          </div>
        )}
        {emailConfirmed && (
          <p className="notice ok" role="status" data-testid="email-confirmed">
            {t.emailConfirmed}
          </p>
        )}
        <button type="submit" className="button primary block" data-testid="save" disabled={saving}>
          {saving ? t.saving : t.save}
        </button>
      </form>
    </>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Redirect, useLocation } from 'wouter';
import { cachedAttendee, isApiError, login, requestCode, type ApiError } from '../api';
import { EventHero } from '../components/EventHero';
import { errorText } from '../components/Status';
import { useI18n } from '../i18n';
import { takeReturnPath, useEventSession } from '../session';
import { readJson, writeJson } from '../storage';

/** Seconds before "send a new code" is offered again (the API throttles too; this keeps people clear of it). */
const RESEND_AFTER = 30;
const CODE_LENGTH = 6;

interface LoginState {
  email: string;
  step: 'email' | 'code';
  sentAt: number | null;
}

/** Only the digits, at most six: typing, pasting "123 456" or "Code: 123456" all give `123456`. */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * `#/{token}/login`: e-mail → a code is sent (the same answer whether or not the e-mail is registered)
 * → the 6-digit code. The step and e-mail survive a reload, as phones do when the attendee switches to
 * the mail app to read the code.
 */
export function Login() {
  const { token, event } = useEventSession();
  const { t, setHints } = useI18n();
  const [, navigate] = useLocation();
  const key = `login.${token}`;
  const [state, setState] = useState<LoginState>(() => readJson<LoginState>(key) ?? { email: '', step: 'email', sentAt: null });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>('');
  const [notice, setNotice] = useState<string>('');
  const [now, setNow] = useState(() => Date.now());
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => writeJson(key, state.step === 'code' ? state : null), [key, state]);

  const wait = state.sentAt ? Math.max(0, RESEND_AFTER - Math.floor((now - state.sentAt) / 1000)) : 0;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [wait, now]);

  useEffect(() => {
    if (state.step === 'code') codeInput.current?.focus();
  }, [state.step]);

  if (cachedAttendee(token)) return <Redirect to="/" replace />;

  const problem = (e: unknown, field: string) => {
    const apiError = isApiError(e) ? e : undefined;
    setError((apiError as ApiError | undefined)?.field(field) ?? errorText(apiError, t));
  };

  const send = async (resend: boolean) => {
    const email = state.email.trim();
    // The address is checked once, by the API's schema: a 422 names `email` in the UI language.
    setBusy(true);
    setError('');
    setNotice('');
    try {
      await requestCode(token, email);
      setState({ email, step: 'code', sentAt: Date.now() });
      setNow(Date.now());
      if (resend) {
        setNotice(t.resent);
        setCode('');
      }
    } catch (e) {
      problem(e, 'email');
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (code.length !== CODE_LENGTH) return setError(t.codeHint);
    setBusy(true);
    setError('');
    setNotice('');
    try {
      const signedIn = await login(token, state.email, code);
      writeJson(key, null);
      navigate(takeReturnPath(token), { replace: true });
      setHints({ attendee: signedIn.attendee.app_lang ?? null });
    } catch (e) {
      setBusy(false);
      problem(e, 'code');
      codeInput.current?.select();
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void (state.step === 'email' ? send(false) : verify());
  };

  return (
    <>
      <EventHero event={event} />
      <section className="card">
        <h1>{t.loginTitle}</h1>
        <form onSubmit={submit} noValidate data-testid="login-form">
          {state.step === 'email' ? (
            <>
              <p>{t.loginIntro}</p>
              <label className="field">
                <span className="label">{t.email}</span>
                <input
                  type="email"
                  name="email"
                  data-testid="login-email"
                  autoComplete="email"
                  inputMode="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  value={state.email}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'login-error' : undefined}
                  onChange={(e) => setState({ ...state, email: e.target.value })}
                />
              </label>
              {error && (
                <p className="field-error" id="login-error" role="alert">
                  {error}
                </p>
              )}
              <button type="submit" className="button primary block" data-testid="send-code" disabled={busy}>
                {busy ? t.sending : t.sendCode}
              </button>
            </>
          ) : (
            <>
              <p data-testid="code-sent">{t.codeSentTo(state.email)}</p>
              <label className="field">
                <span className="label">
                  {t.code} <span className="muted">({t.codeHint})</span>
                </span>
                <input
                  ref={codeInput}
                  className="code-input"
                  type="text"
                  name="code"
                  data-testid="code-input"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  enterKeyHint="go"
                  value={code}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'login-error' : undefined}
                  onChange={(e) => setCode(codeDigits(e.target.value))}
                />
              </label>
              {error && (
                <p className="field-error" id="login-error" role="alert">
                  {error}
                </p>
              )}
              {notice && (
                <p className="notice ok" role="status">
                  {notice}
                </p>
              )}
              <button type="submit" className="button primary block" data-testid="verify" disabled={busy || code.length !== CODE_LENGTH}>
                {busy ? t.verifying : t.verify}
              </button>
              <p className="login-links">
                <button
                  type="button"
                  className="link"
                  data-testid="resend-code"
                  disabled={busy || wait > 0}
                  onClick={() => void send(true)}
                >
                  {wait > 0 ? t.resendIn(wait) : t.resend}
                </button>
                <button
                  type="button"
                  className="link"
                  data-testid="change-email"
                  onClick={() => {
                    setState({ ...state, step: 'email', sentAt: null });
                    setCode('');
                    setError('');
                    setNotice('');
                  }}
                >
                  {t.changeEmail}
                </button>
              </p>
            </>
          )}
        </form>
      </section>
    </>
  );
}

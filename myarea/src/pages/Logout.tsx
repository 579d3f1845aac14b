import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../api';
import { clearCart } from '../cart';
import { useI18n } from '../i18n';
import { useEventSession } from '../session';

/** `#/{token}/logout`: ends the attendee's session (errors ignored, SPEC §8), forgets the cart, back to the login. */
export function Logout() {
  const { token } = useEventSession();
  const { t, setHints } = useI18n();
  const [, navigate] = useLocation();

  useEffect(() => {
    let live = true;
    clearCart(token);
    logout(token)
      .catch(() => undefined)
      .finally(() => {
        if (!live) return;
        setHints({ attendee: null });
        navigate('/login', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [token, navigate, setHints]);

  return (
    <p className="loading" role="status" data-testid="logging-out">
      <span className="spinner" aria-hidden="true" />
      {t.loggingOut}
    </p>
  );
}

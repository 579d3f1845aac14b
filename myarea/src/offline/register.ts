import { BASE } from './pass-cache';

/**
 * Registers the service worker (src/sw.ts, built to /myarea/sw.js) once the page has loaded, so that its
 * first download does not compete with the app's. Only in a production build: the dev server has no sw.js.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(`${BASE}sw.js`, { scope: BASE }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Calls `callback` when a service worker takes control of the page (the first visit: what was loaded
 * before went around it, so the pass was not stored yet) and when the network comes back.
 */
export function onOfflineChange(callback: () => void): () => void {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  container?.addEventListener('controllerchange', callback);
  window.addEventListener('online', callback);
  return () => {
    container?.removeEventListener('controllerchange', callback);
    window.removeEventListener('online', callback);
  };
}

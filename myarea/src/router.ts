import { useHashLocation } from 'wouter/use-hash-location';

/*
 * Hash routes (`/myarea/#/{token}/products`, DESIGN §7) with a query inside the hash, as the API's
 * Stripe return address has it: `#/{token}/checkout-result?order=42&cancelled=1`. wouter's hash hook
 * would take `?order=42` as part of the path (no route matches) and its navigate would move a query
 * into the page's real search; this wrapper keeps the query in the hash and out of route matching.
 */

/** The query inside the hash (`#/t/checkout-result?order=42` → `order=42`). */
export function hashQuery(hash: string = globalThis.location?.hash ?? ''): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}

export function navigateHash(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (location.hash === target) return;
  if (options.replace) history.replaceState(history.state, '', target);
  else history.pushState(null, '', target);
  dispatchEvent(new HashChangeEvent('hashchange'));
}

/** wouter location hook: the hash path without its query. */
export function useHashPath(): [string, typeof navigateHash] {
  const [location] = useHashLocation();
  const at = location.indexOf('?');
  return [at < 0 ? location : location.slice(0, at), navigateHash];
}

/** How <Link href="/x"> is written in the page: `#/x`. */
useHashPath.hrefs = (href: string) => `#${href}`;

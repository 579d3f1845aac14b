/**
 * sessionStorage / localStorage that never throws (private modes and full quotas do), with JSON values.
 * Everything my-area keeps in the browser is under the `myarea.` prefix.
 */
type Area = 'session' | 'local';

function store(area: Area): Storage | null {
  try {
    return area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, area: Area = 'session'): T | null {
  try {
    const raw = store(area)?.getItem(`myarea.${key}`);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, area: Area = 'session'): void {
  try {
    if (value === null || value === undefined) store(area)?.removeItem(`myarea.${key}`);
    else store(area)?.setItem(`myarea.${key}`, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app works without it, only forgetting across reloads.
  }
}

export function remove(key: string, area: Area = 'session'): void {
  writeJson(key, null, area);
}

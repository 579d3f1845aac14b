// Small helpers of the bench's parts that seed through the API and the database (credits, reports).

export const sqlDate = (d) => d.toISOString().slice(0, 23).replace('T', ' ');

/** A deterministic stream of numbers in [0, 1). */
export function prng(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

export async function api(base, auth, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth.headers(), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  auth.keep(res);
  const json = await res.json().catch(() => null);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

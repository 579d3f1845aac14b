import { useEffect, useState } from 'react';

/**
 * The latest `type` message of a server-sent events stream of the API (`…/live`), and whether the stream is up:
 * the browser's EventSource sends the session cookie and reconnects by itself after a network drop; no polling.
 */
export function useLiveMessages<T>(url: string, type: string): { data: T | null; connected: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const source = new EventSource(url, { withCredentials: true });
    source.addEventListener(type, (e) => {
      setData(JSON.parse((e as MessageEvent<string>).data) as T);
      setConnected(true);
    });
    source.onerror = () => setConnected(false);
    return () => source.close();
  }, [url, type]);
  return { data, connected };
}

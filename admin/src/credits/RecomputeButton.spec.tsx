import type { JobDto } from '@eventdesk/shared';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore, Notification, testDataProvider, useGetList, type TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { CATALOGUES } from '../i18n/catalogues';
import { RecomputeButton, RecomputeProgress, useRecompute } from './RecomputeButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const job = (status: JobDto['status'], processed: number): JobDto => ({
  id: 7,
  type: 'credits_recompute',
  status,
  total: 15,
  processed,
  created: 0,
  updated: 0,
  failed: 0,
  errors: [],
  started_at: '2027-05-21T16:00:00.000Z',
  finished_at: status === 'done' ? '2027-05-21T16:00:02.000Z' : null,
});

function Harness() {
  const recompute = useRecompute(5);
  useGetList('credits/results');
  return (
    <>
      <Notification />
      <RecomputeButton onClick={recompute.start} running={recompute.running} />
      <RecomputeProgress job={recompute.job} running={recompute.running} />
    </>
  );
}

describe('the recomputation of the credits', () => {
  const calls: string[] = [];
  let answers: JobDto[];
  beforeEach(() => {
    calls.length = 0;
    answers = [job('running', 5), job('done', 15)];
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(url)}`);
      const started = String(url).endsWith('/recompute');
      const body = JSON.stringify(started ? { job_id: 7 } : answers.shift());
      // jsdom has no Response: what apiFetch reads of one.
      return { status: started ? 201 : 200, headers: new Headers(), text: async () => body };
    }) as unknown as typeof fetch;
  });

  it('starts the job, shows its progress while it runs, then says it is done and reads the lists again', async () => {
    let reads = 0;
    const dataProvider = testDataProvider({ getList: (async () => ({ data: [], total: (reads++, 0) })) as never });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <AdminContext
          dataProvider={dataProvider}
          store={memoryStore()}
          i18nProvider={polyglotI18nProvider(() => CATALOGUES.it as TranslationMessages, 'it')}
        >
          <Harness />
        </AdminContext>,
      );
    });
    const button = () => container.querySelector<HTMLButtonElement>('[data-testid="credits-recompute"]')!;
    expect(container.querySelector('[data-testid="credits-recomputing"]')).toBeNull();
    expect(reads).toBe(1);

    await act(async () => button().click());
    for (let i = 0; i < 15 && !container.querySelector('[data-testid="credits-recomputing"]')?.textContent?.includes('15'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    expect(container.querySelector('[data-testid="credits-recomputing"]')?.textContent).toBe('Ricalcolo dei crediti… 5 di 15 partecipanti');
    expect(button().disabled).toBe(true);

    // The next look, a second later, finds it done.
    for (let i = 0; i < 100 && container.querySelector('[data-testid="credits-recomputing"]'); i++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    expect(container.querySelector('[data-testid="credits-recomputing"]')).toBeNull();
    expect(button().disabled).toBe(false);
    expect(calls).toEqual(['POST /api/events/5/credits/recompute', 'GET /api/events/5/jobs/7', 'GET /api/events/5/jobs/7']);
    expect(document.body.textContent).toContain('Crediti ricalcolati per 15 partecipanti');
    expect(reads).toBe(2);
    await act(async () => root.unmount());
  });
});

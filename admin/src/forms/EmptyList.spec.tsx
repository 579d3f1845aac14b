import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, ListContextProvider, memoryStore, type ListControllerResult } from 'react-admin';
import { EmptyList, isFiltered } from './EmptyList';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('isFiltered: a filter the user set, not the list as it opens', () => {
  it('ignores empty values and the default filter, counts anything else', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: '', zone_id: null, tags: [] })).toBe(false);
    expect(isFiltered({ status: 'PENDING' }, { status: 'PENDING' })).toBe(false);
    expect(isFiltered({ status: 'APPROVED' }, { status: 'PENDING' })).toBe(true);
    expect(isFiltered({ q: 'rossi' })).toBe(true);
  });
});

describe('EmptyList', () => {
  async function render(context: Partial<ListControllerResult>, defaults?: object) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <AdminContext store={memoryStore()}>
          <ListContextProvider
            value={
              { isPending: false, data: [], total: 0, filterValues: {}, setFilters: () => undefined, ...context } as ListControllerResult
            }
          >
            <EmptyList
              hint={{ message: 'resources.zones.empty', actions: <button data-testid="start">go</button> }}
              filterDefaults={defaults}
            >
              <div data-testid="table" />
            </EmptyList>
          </ListContextProvider>
        </AdminContext>,
      );
    });
    const q = (id: string) => container.querySelector(`[data-testid="${id}"]`);
    return { q, text: container.textContent, unmount: () => act(() => root.unmount()) };
  }

  it('with no record and no filter, says what to do first and offers the action', async () => {
    const r = await render({});
    expect(r.q('list-empty-hint')?.textContent).toContain('resources.zones.empty');
    expect(r.q('start')).not.toBeNull();
    expect(r.q('table')).toBeNull();
    await r.unmount();
  });

  it('with a filter and no result, says so and clears back to the default filter', async () => {
    const setFilters = jest.fn();
    const r = await render({ filterValues: { status: 'REJECTED' }, setFilters }, { status: 'PENDING' });
    expect(r.q('list-empty-hint')).toBeNull();
    expect(r.q('list-no-results')?.textContent).toContain('lists.no_filtered_results');
    await act(async () => (r.q('list-clear-filters') as HTMLElement).click());
    expect(setFilters).toHaveBeenCalledWith({ status: 'PENDING' }, []);
    await r.unmount();
  });

  it('with records, or while loading, shows the table', async () => {
    const full = await render({ data: [{ id: 1 }], total: 1 });
    expect(full.q('table')).not.toBeNull();
    await full.unmount();
    const pending = await render({ isPending: true, data: undefined, total: undefined });
    expect(pending.q('table')).not.toBeNull();
    expect(pending.q('list-empty-hint')).toBeNull();
    await pending.unmount();
  });
});

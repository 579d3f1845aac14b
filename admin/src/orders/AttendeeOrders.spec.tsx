import type { CurrentUserDto, OrderDto } from '@eventdesk/shared';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore, testDataProvider, type AuthProvider, type GetListParams } from 'react-admin';
import { AttendeeOrders } from './AttendeeOrders';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const order = (id: number, number: number, payment_status: OrderDto['payment_status']): OrderDto => ({
  id,
  event_id: 5,
  attendee_id: 7,
  attendee: { id: 7, first_name: 'Maria', last_name: 'Rossi', email: 'maria@example.com' },
  number,
  status: 'PLACED',
  payment_status,
  payment_method: 'BANK_TRANSFER',
  total_net_cents: 1639,
  total_vat_cents: 361,
  total_gross_cents: 2000,
  currency: 'EUR',
  stripe_session_id: null,
  paid_at: null,
  cancelled_at: null,
  refund_note: null,
  created_at: '2027-05-01T10:00:00.000Z',
  updated_at: '2027-05-01T10:00:00.000Z',
});

const user = (role: 'ADMIN' | 'USER'): CurrentUserDto =>
  ({
    id: 1,
    name: 'Staff',
    email: 's@example.com',
    is_superadmin: 0,
    events: [{ id: 5, role, event_company_id: null }],
  }) as unknown as CurrentUserDto;

async function render(role: 'ADMIN' | 'USER') {
  const calls: { resource: string; params: GetListParams }[] = [];
  const dataProvider = testDataProvider({
    getList: (async (resource: string, params: GetListParams) => {
      calls.push({ resource, params });
      return { data: [order(12, 4, 'PAID'), order(9, 2, 'PENDING')], total: 2 };
    }) as never,
  });
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => user(role),
  };
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()}>
        <AttendeeOrders eventId={5} attendeeId={7} />
      </AdminContext>,
    );
  });
  for (let i = 0; i < 20 && !container.querySelector('[data-testid^="order-row-"]') && role === 'ADMIN'; i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { container, calls, unmount: () => act(() => root.unmount()) };
}

describe('AttendeeOrders', () => {
  it("lists the attendee's orders of the event through the attendee_id filter", async () => {
    const { container, calls, unmount } = await render('ADMIN');
    expect(calls[0]).toMatchObject({
      resource: 'orders',
      params: { filter: { attendee_id: 7 }, meta: { eventId: 5 }, sort: { field: 'number', order: 'DESC' } },
    });
    expect(container.querySelector('[data-testid="order-row-4"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="order-row-2"]')).not.toBeNull();
    const statuses = [...container.querySelectorAll('[data-testid="order-payment-status"]')].map((el) => el.getAttribute('data-status'));
    expect(statuses).toEqual(['PAID', 'PENDING']);
    await unmount();
  });

  it('shows nothing to roles that may not see orders', async () => {
    const { container, calls, unmount } = await render('USER');
    expect(container.querySelector('[data-testid="attendee-orders"]')).toBeNull();
    expect(calls).toHaveLength(0);
    await unmount();
  });
});

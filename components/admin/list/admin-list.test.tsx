import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import adminDe from '@/locales/de/admin.json';
import { AdminList } from './admin-list';
import type { Column } from './data-table';

type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();
const events = {
  on: (name: string, fn: Handler) => void (handlers.get(name) ?? handlers.set(name, new Set()).get(name)!).add(fn),
  off: (name: string, fn: Handler) => void handlers.get(name)?.delete(fn),
};
const emit = (name: string, ...args: unknown[]) => act(() => handlers.get(name)?.forEach((fn) => fn(...args)));
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de', asPath: '/admin/orders', pathname: '/admin/orders', query: {}, events }) }));

type Order = { id: string; number: string };
const columns: Column<Order>[] = [{ key: 'number', header: 'Bestellnummer', cell: (o) => o.number }];

function List({ rows, total }: { rows: Order[]; total: number }) {
  return (
    <WithI18n locale="de" resources={{ de: { admin: adminDe } }}>
      <AdminList
        count={`Treffer: ${total}`}
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        labelledBy="title"
        testId="orders"
        empty={{ text: 'Keine Bestellungen für diese Filter.', testId: 'orders-empty' }}
        paging={{ pathname: '/admin/orders', query: { status: 'paid' }, page: 1, pageSize: 1, total }}
      />
    </WithI18n>
  );
}

describe('AdminList', () => {
  it('counts the matches, shows the rows and links the next page with the filters', () => {
    render(<List rows={[{ id: 'a', number: 'ZW-1001' }]} total={2} />);
    expect(screen.getByRole('status').textContent).toBe('Treffer: 2');
    expect(screen.getByTestId('orders').textContent).toContain('ZW-1001');
    expect(screen.getByRole('link', { name: 'Nächste Seite' }).getAttribute('href')).toBe('/admin/orders?status=paid&page=2');
  });

  it('says the list is loading while another page or filter loads, and counts again once it is there', () => {
    render(<List rows={[{ id: 'a', number: 'ZW-1001' }]} total={1} />);
    emit('routeChangeStart', '/admin/orders?status=shipped', { shallow: false });
    expect(screen.getByRole('status').textContent).toBe('Liste wird geladen …');
    expect(screen.getByTestId('orders').closest('[role="region"]')!.getAttribute('aria-busy')).toBe('true');
    emit('routeChangeComplete', '/admin/orders?status=shipped', { shallow: false });
    expect(screen.getByRole('status').textContent).toBe('Treffer: 1');
    expect(screen.getByTestId('orders').closest('[role="region"]')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('stops saying so when the new page could not be loaded', () => {
    render(<List rows={[{ id: 'a', number: 'ZW-1001' }]} total={1} />);
    emit('routeChangeStart', '/admin/orders?page=2', { shallow: false });
    emit('routeChangeError', new Error('offline'), '/admin/orders?page=2', { shallow: false });
    expect(screen.getByRole('status').textContent).toBe('Treffer: 1');
  });

  it('shows the empty state and no pages when nothing matches', () => {
    render(<List rows={[]} total={0} />);
    expect(screen.getByTestId('orders-empty').textContent).toBe('Keine Bestellungen für diese Filter.');
    expect(screen.queryByTestId('orders')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

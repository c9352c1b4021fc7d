import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import adminDe from '@/locales/de/admin.json';
import leadsDe from '@/locales/de/admin-leads.json';
import { AdminPager, pageCount, type AdminPagerProps } from './pager';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de', asPath: '/admin/orders', pathname: '/admin/orders', query: {} }) }));

function Pager(props: AdminPagerProps) {
  return (
    <WithI18n locale="de" resources={{ de: { admin: adminDe, 'admin-leads': leadsDe } }}>
      <AdminPager {...props} />
    </WithI18n>
  );
}

describe('AdminPager', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('shows nothing for a list that fits on one page', () => {
    render(<Pager pathname="/admin/orders" query={{}} page={1} pageSize={50} total={50} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links the pages before and after, keeping the filters', () => {
    render(<Pager pathname="/admin/orders" query={{ status: 'paid', q: 'demo@zweitwerk.de' }} page={2} pageSize={50} total={120} />);
    const nav = screen.getByRole('navigation', { name: 'Seite 2 von 3' });
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' }).getAttribute('href')).toBe('/admin/orders?status=paid&q=demo%40zweitwerk.de&page=1');
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' }).getAttribute('href')).toBe('/admin/orders?status=paid&q=demo%40zweitwerk.de&page=3');
  });

  it('has no link back on the first page and none forward on the last', () => {
    const { unmount } = render(<Pager pathname="/admin/audit" query={{}} page={1} pageSize={50} total={60} ns="admin-leads" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Weiter']);
    unmount();
    render(<Pager pathname="/admin/audit" query={{}} page={2} pageSize={50} total={60} ns="admin-leads" />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Zurück']);
  });

  it("pages one of several lists with its own parameter and names the list's landmark", () => {
    render(
      <Pager pathname="/admin/requests" query={{ kind: 'quote', quotePage: '2' }} page={1} pageSize={50} total={51} ns="admin-leads" param="quoteRequestPage" listName="Angebotsanfragen" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Angebotsanfragen: Seite 1 von 2' });
    expect(within(nav).getByText('Seite 1 von 2')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/admin/requests?kind=quote&quotePage=2&quoteRequestPage=2');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import adminDe from '@/locales/de/admin.json';
import leadsDe from '@/locales/de/admin-leads.json';
import { FilterBar, filterQuery, type FilterBarProps, type FilterField } from './filter-bar';

const push = vi.fn(async () => true);
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de', asPath: '/admin/orders', pathname: '/admin/orders', query: {}, push }) }));

type Name = 'q' | 'status' | 'from';

const fields: FilterField<Name>[] = [
  { kind: 'search', name: 'q', label: 'Bestellnummer oder E-Mail', testId: 'orders-q' },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    options: [
      { value: 'paid', label: 'Bezahlt' },
      { value: 'shipped', label: 'Versendet' },
    ],
  },
  { kind: 'date', name: 'from', label: 'Bestellt ab' },
];

function Bar(props: Partial<FilterBarProps<Name>>) {
  return (
    <WithI18n locale="de" resources={{ de: { admin: adminDe, 'admin-leads': leadsDe } }}>
      <FilterBar pathname="/admin/orders" fields={fields} values={{ q: '', status: 'paid', from: '' }} label="Bestellungen" testId="order-filters" {...props} />
    </WithI18n>
  );
}

beforeEach(() => push.mockClear());

describe('filterQuery', () => {
  it("keeps the named fields' non-empty values only", () => {
    const data = new FormData();
    data.set('q', 'RE-2024');
    data.set('status', '');
    data.set('other', 'x');
    expect(filterQuery(['q', 'status', 'from'], data)).toEqual({ q: 'RE-2024' });
  });
});

describe('FilterBar', () => {
  it('builds a labelled search form from the field description, showing the values asked with', () => {
    render(<Bar />);
    const form = screen.getByRole('search', { name: 'Bestellungen' });
    expect(within(form).getByRole('searchbox', { name: 'Bestellnummer oder E-Mail' })).toBe(screen.getByTestId('orders-q'));
    const status = within(form).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(Array.from(status.options).map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Alle'],
      ['paid', 'Bezahlt'],
      ['shipped', 'Versendet'],
    ]);
    expect(status.value).toBe('paid');
    expect((within(form).getByLabelText('Bestellt ab') as HTMLInputElement).type).toBe('date');
    expect(within(form).getByRole('button', { name: 'Filtern' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Filter zurücksetzen' }).getAttribute('href')).toBe('/admin/orders');
  });

  it("uses the screen's own wording for apply, reset and any", () => {
    render(<Bar ns="admin-leads" />);
    expect(screen.getByRole('link', { name: 'Zurücksetzen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtern' })).toBeTruthy();
  });

  it('asks the router for the list with the filled-in filters only, starting at the first page', () => {
    render(<Bar values={{ q: '', status: 'paid', from: '' }} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Bestellnummer oder E-Mail' }), { target: { value: 'demo@zweitwerk.de' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'shipped' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtern' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith({ pathname: '/admin/orders', query: { q: 'demo@zweitwerk.de', status: 'shipped' } });
  });

  it('shows the new values when the list was asked with other filters', () => {
    const { rerender } = render(<Bar values={{ q: 'alt', status: 'paid', from: '' }} />);
    const box = () => screen.getByRole('searchbox', { name: 'Bestellnummer oder E-Mail' }) as HTMLInputElement;
    fireEvent.change(box(), { target: { value: 'getippt' } });
    rerender(<Bar values={{ q: '', status: '', from: '' }} />);
    expect(box().value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
  });
});

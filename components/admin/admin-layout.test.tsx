import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import adminDe from '@/locales/de/admin.json';
import commonDe from '@/locales/de/common.json';
import { AdminLayout } from './admin-layout';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de', asPath: '/admin/leads/1', pathname: '/admin/leads/[leadId]', query: {}, push: vi.fn() }) }));

function Layout({ staffEmail, children }: { staffEmail?: string; children: React.ReactNode }) {
  return (
    <WithI18n locale="de" resources={{ de: { admin: adminDe, common: commonDe } }}>
      <AdminLayout staffEmail={staffEmail}>{children}</AdminLayout>
    </WithI18n>
  );
}

function Broken(): never {
  throw new Error('boom');
}

describe('AdminLayout', () => {
  it("frames a staff member's screen: skip link, sections with the current one marked, who is signed in", () => {
    render(
      <Layout staffEmail="admin@zweitwerk.de">
        <h1>Anfrage von Frieda</h1>
      </Layout>,
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Zum Inhalt springen' }).getAttribute('href')).toBe('#main');
    const nav = within(header).getByRole('navigation', { name: 'Bereiche der Verwaltung' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bestellungen', '/admin/orders'],
      ['Katalog', '/admin/catalog'],
      ['Anfragen', '/admin/leads'],
      ['Serviceaufträge', '/admin/requests'],
      ['Partnerprogramm', '/admin/affiliates'],
      ['Newsletter', '/admin/newsletter'],
      ['Protokoll', '/admin/audit'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Anfragen');
    expect(within(header).getByText('Angemeldet als admin@zweitwerk.de')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Zweitwerk Backoffice' }).getAttribute('href')).toBe('/admin/orders');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Anfrage von Frieda');
  });

  it('has no sections and no account for the staff login or a customer', () => {
    render(
      <Layout>
        <h1>Anmeldung Backoffice</h1>
      </Layout>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Abmelden' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zweitwerk Backoffice' }).getAttribute('href')).toBe('/admin/login');
  });

  it("keeps the header when a screen fails and shows the shop's error fallback in the content", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Layout staffEmail="admin@zweitwerk.de">
        <Broken />
      </Layout>,
    );
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toContain('Hoppla, da ist ein Fehler aufgetreten!');
    expect(screen.getByRole('navigation', { name: 'Bereiche der Verwaltung' })).toBeTruthy();
    spy.mockRestore();
  });
});

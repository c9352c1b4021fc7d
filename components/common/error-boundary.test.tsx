import { fireEvent, render, screen } from '@testing-library/react';
import type { Resource } from 'i18next';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import de from '@/locales/de/common.json';
import en from '@/locales/en/common.json';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/', query: {} }) }));

let shouldThrow = true;
function Flaky({ label }: { label: string }) {
  if (shouldThrow) throw new Error('boom');
  return <p>{label}</p>;
}

/** The shop's real fallback, translated from the locale files as a page would have it. */
function Shop({ locale, resetKey, children }: { locale: 'de' | 'en'; resetKey: string; children: ReactNode }) {
  const store: Resource = locale === 'de' ? { de: { common: de } } : { en: { common: en } };
  return (
    <WithI18n locale={locale} resources={store}>
      <ErrorBoundary resetKey={resetKey} fallback={(retry) => <ErrorFallback onRetry={retry} />}>
        {children}
      </ErrorBoundary>
    </WithI18n>
  );
}

describe('ErrorBoundary with the shop fallback', () => {
  it("shows the spec's 'Oops, there is an error!' and 'Try again?' renders the content once it works", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <Shop locale="en" resetKey="/a">
        <Flaky label="page a" />
      </Shop>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Oops, there is an error!');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(screen.getByText('page a')).toBeTruthy();
    spy.mockRestore();
  });

  it('speaks German on German pages', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <Shop locale="de" resetKey="/a">
        <Flaky label="seite a" />
      </Shop>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toContain('error_title');
    expect(alert.querySelector('h1')?.textContent).toBe('Hoppla, da ist ein Fehler aufgetreten!');
    expect(screen.getByRole('button', { name: 'Nochmal versuchen?' })).toBeTruthy();
    spy.mockRestore();
  });

  it('resets when its content (the route key) changes', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const { rerender } = render(
      <Shop locale="en" resetKey="/a">
        <Flaky label="page a" />
      </Shop>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    // same key: the error stays
    rerender(
      <Shop locale="en" resetKey="/a">
        <Flaky label="page a" />
      </Shop>,
    );
    expect(screen.queryByRole('alert')).toBeTruthy();
    // new route: the boundary clears itself
    rerender(
      <Shop locale="en" resetKey="/b">
        <Flaky label="page b" />
      </Shop>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page b')).toBeTruthy();
    spy.mockRestore();
  });
});

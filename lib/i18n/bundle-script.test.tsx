import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundleScriptPath, bundleScriptSource, registeredResources, REGISTRY } from './bundle-script';
import { bundleVersion } from './bundle-version';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de' }) }));

afterEach(() => {
  delete window[REGISTRY];
});

/** Runs a script as the browser would, with `self` the window. */
function runScript(source: string): void {
  new Function('self', source)(window);
}

describe('texts as scripts', () => {
  it('a namespace script registers its texts under language and namespace, beside those already there', () => {
    runScript(bundleScriptSource('de', 'common', { hello: 'Hallo', nested: { deep: 'Tief' } }));
    runScript(bundleScriptSource('de', 'catalog', { title: 'Alle Produkte </script> „zitiert“ \u2028' }));
    expect(window[REGISTRY]).toEqual({
      'de/common': { hello: 'Hallo', nested: { deep: 'Tief' } },
      'de/catalog': { title: 'Alle Produkte </script> „zitiert“ \u2028' },
    });
  });

  it('reads the registered namespaces of a language and leaves out one whose script has not run', () => {
    runScript(bundleScriptSource('en', 'common', { hello: 'Hello' }));
    runScript(bundleScriptSource('de', 'catalog', { title: 'Alle Produkte' }));
    expect(registeredResources('en', ['common', 'catalog'])).toEqual({ en: { common: { hello: 'Hello' } } });
  });

  it('names a namespace\'s content: the same texts the same version, one changed text another', () => {
    const a = bundleVersion({ hello: 'Hallo', bye: 'Tschüss' });
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(bundleVersion({ hello: 'Hallo', bye: 'Tschüss' })).toBe(a);
    expect(bundleVersion({ hello: 'Hallo', bye: 'Tschüs' })).not.toBe(a);
    expect(bundleScriptPath('en', 'catalog', a)).toBe(`/api/i18n/en/catalog?v=${a}`);
  });

  it('the provider translates with the registered texts when the page props carry none', async () => {
    vi.resetModules();
    const { I18nProvider } = await import('./provider');
    const { useT } = await import('./index');
    runScript(bundleScriptSource('de', 'common', { hello: 'Hallo' }));
    runScript(bundleScriptSource('de', 'catalog', { title: 'Alle Produkte' }));
    function Probe() {
      const { t } = useT(['catalog', 'common']);
      return <p>{`${t('title')}|${t('hello')}|${t('missing')}`}</p>;
    }
    const { container } = render(
      <I18nProvider value={{ initialLocale: 'de', ns: ['catalog', 'common'] }}>
        <Probe />
      </I18nProvider>,
    );
    expect(container.textContent).toBe('Alle Produkte|Hallo|missing');
  });

  it('texts in the page props (a client-side navigation) win over the registry and add new namespaces', async () => {
    vi.resetModules();
    const { I18nProvider } = await import('./provider');
    const { useT } = await import('./index');
    runScript(bundleScriptSource('de', 'common', { hello: 'Hallo' }));
    function Probe() {
      const { t } = useT(['cart', 'common']);
      return <p>{`${t('title')}|${t('hello')}`}</p>;
    }
    const first = render(
      <I18nProvider value={{ initialLocale: 'de', ns: ['common'] }}>
        <Probe />
      </I18nProvider>,
    );
    expect(first.container.textContent).toBe('title|Hallo');
    first.unmount();
    const next = render(
      <I18nProvider value={{ initialLocale: 'de', ns: ['cart', 'common'], initialI18nStore: { de: { cart: { title: 'Warenkorb' }, common: { hello: 'Hallo' } } } }}>
        <Probe />
      </I18nProvider>,
    );
    expect(next.container.textContent).toBe('Warenkorb|Hallo');
  });
});

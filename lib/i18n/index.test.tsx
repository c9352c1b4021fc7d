import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { I18nContext } from './context';
import { useBundledNamespace, useT } from './index';
import { Translator } from './translator';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de' }) }));

function setup() {
  return new Translator('de', {
    de: {
      common: { hello: 'Hallo', greet: 'Hallo {{name}}', item_one: '{{count}} Artikel', item_other: '{{count}} Artikel (mehrere)', nested: { deep: 'Tief' } },
      shop: { only_here: 'Nur im Shop', hello: 'Moin' },
    },
  });
}

function Probe({ ns, run }: { ns: string[]; run: (t: ReturnType<typeof useT>['t']) => string[] }) {
  const { t } = useT(ns);
  return <p>{run(t).join('|')}</p>;
}

describe('useT', () => {
  it('answers plain strings, interpolation, plurals, namespaces and missing keys like i18next', () => {
    const i18n = setup();
    const { container } = render(
      <I18nContext.Provider value={i18n}>
        <Probe
          ns={['common', 'shop']}
          run={(t) => [t('hello'), t('only_here'), t('shop:hello'), t('greet', { name: 'Ada' }), t('item', { count: 1 }), t('item', { count: 3 }), t('nested.deep'), t('missing_key')]}
        />
      </I18nContext.Provider>,
    );
    expect(container.textContent).toBe('Hallo|Nur im Shop|Moin|Hallo Ada|1 Artikel|3 Artikel (mehrere)|Tief|missing_key');
  });

  it('a part that brings its own namespace renders it where the page props lack it, and leaves the page\'s own alone', () => {
    function Panel() {
      useBundledNamespace('panel', { de: { title: 'Warenkorb (mitgebracht)' }, en: { title: 'Cart (bundled)' } });
      const { t } = useT(['panel', 'common']);
      return <p>{`${t('panel:title')}|${t('hello')}`}</p>;
    }
    const bare = setup();
    const first = render(
      <I18nContext.Provider value={bare}>
        <Panel />
      </I18nContext.Provider>,
    );
    expect(first.container.textContent).toBe('Warenkorb (mitgebracht)|Hallo');
    first.unmount();

    const withPanel = new Translator('de', { de: { common: { hello: 'Hallo' }, panel: { title: 'Warenkorb (Seite)' } } });
    const second = render(
      <I18nContext.Provider value={withPanel}>
        <Panel />
      </I18nContext.Provider>,
    );
    expect(second.container.textContent).toBe('Warenkorb (Seite)|Hallo');
  });
});

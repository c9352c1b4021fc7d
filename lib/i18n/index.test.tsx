import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/tests/support/i18n';
import { useBundledNamespace, useT } from './index';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de' }) }));

const texts = {
  de: {
    common: { hello: 'Hallo', greet: 'Hallo {{name}}', item_one: '{{count}} Artikel', item_other: '{{count}} Artikel (mehrere)', item_zero: 'keine Artikel', nested: { deep: 'Tief' } },
    shop: { only_here: 'Nur im Shop', hello: 'Moin' },
  },
};

function Probe({ ns, run }: { ns: string[]; run: (t: ReturnType<typeof useT>['t']) => string[] }) {
  const { t, locale } = useT(ns);
  return <p>{[locale, ...run(t)].join('|')}</p>;
}

describe('useT', () => {
  it("gives i18next's t for the namespaces (first is the default) and the router's locale", () => {
    const { container } = render(
      <WithI18n locale="de" resources={texts}>
        <Probe
          ns={['common', 'shop']}
          run={(t) => [t('hello'), t('shop:hello'), t('greet', { name: 'Ada' }), t('item', { count: 0 }), t('item', { count: 1 }), t('item', { count: 3 }), t('nested.deep'), t('missing_key')]}
        />
      </WithI18n>,
    );
    expect(container.textContent).toBe('de|Hallo|Moin|Hallo Ada|keine Artikel|1 Artikel|3 Artikel (mehrere)|Tief|missing_key');
  });

  it("a part that brings its own namespace renders it where the page's texts lack it, and leaves the page's own alone", () => {
    function Panel() {
      useBundledNamespace('panel', { de: { title: 'Warenkorb (mitgebracht)' }, en: { title: 'Cart (bundled)' } });
      const { t } = useT(['panel', 'common']);
      return <p>{`${t('panel:title')}|${t('hello')}`}</p>;
    }
    const first = render(
      <WithI18n locale="de" resources={texts}>
        <Panel />
      </WithI18n>,
    );
    expect(first.container.textContent).toBe('Warenkorb (mitgebracht)|Hallo');
    first.unmount();

    const second = render(
      <WithI18n locale="de" resources={{ de: { common: { hello: 'Hallo' }, panel: { title: 'Warenkorb (Seite)' } } }}>
        <Panel />
      </WithI18n>,
    );
    expect(second.container.textContent).toBe('Warenkorb (Seite)|Hallo');
  });
});

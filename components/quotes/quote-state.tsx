import { Badge } from '@/components/account/account-shell';
import { useT } from '@/lib/i18n';

const BADGE = { open: 'open', ordered: 'paid', expired: 'cancelled' } as const;

/** A quote's state as a coloured label: open, ordered or expired. */
export function QuoteStateBadge({ state }: { state: 'open' | 'ordered' | 'expired' }) {
  const { t } = useT('quotes');
  return (
    <Badge kind={BADGE[state]} testId="quote-state">
      {t(`state_${state}`)}
    </Badge>
  );
}

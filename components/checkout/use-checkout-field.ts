import { get, useFormContext, useFormState } from 'react-hook-form';
import { useT } from '@/lib/i18n';
import type { CheckoutDraft } from '@/lib/checkout/draft';
import { fieldMessage } from '@/lib/i18n/field-message';

/** The translated error of a checkout field, or undefined; plus register() for the field. */
export function useCheckoutField() {
  const { t } = useT(['checkout', 'forms']);
  const { register, control } = useFormContext<CheckoutDraft>();
  const { errors } = useFormState({ control });
  const error = (path: string): string | undefined => {
    const code = (get(errors, path) as { message?: string } | undefined)?.message;
    return code ? fieldMessage(t, path, code) : undefined;
  };
  return { register, error, t };
}

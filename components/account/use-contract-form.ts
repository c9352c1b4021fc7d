import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useT } from '@/lib/i18n';
import { fieldMessage } from '@/lib/i18n/field-message';

/**
 * A react-hook-form form judged by a resource contract of lib/contracts: messages appear on submit
 * and then follow the typing; `message(name)` is the field's translated error.
 */
export function useContractForm<Values extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Values>,
  defaultValues: DefaultValues<Values>,
  options: { shouldUnregister?: boolean } = {},
) {
  const { t } = useT(['account', 'forms']);
  const form = useForm<Values, unknown, Output>({
    // the contracts' types are zod/mini's; the resolver takes any zod 4 schema
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // judged on submit, then while typing: a message appearing on blur would move the submit
    // button away from under the pointer between mouse down and up, and the click would be lost
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldUnregister: options.shouldUnregister ?? false,
  });
  const message = (name: string): string | null => {
    const code = (get(form.formState.errors as FieldErrors, name) as { message?: string } | undefined)?.message;
    return code ? fieldMessage(t, name, code) : null;
  };
  return { form, message };
}

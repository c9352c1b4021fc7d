import type { TFunction } from './index';

/**
 * The translated message of a contract error code for a field, from the `forms` namespace:
 * a `required` error uses the field's own sentence when there is one ('error_required_email').
 */
export function fieldMessage(t: TFunction, path: string, code: string): string {
  if (code === 'required') {
    const field = path.split('.').pop() ?? path;
    return t(`forms:error_required_${field}`, { defaultValue: t('forms:error_required') });
  }
  return t(`forms:error_${code}`, { defaultValue: t('forms:error_invalid_type') });
}

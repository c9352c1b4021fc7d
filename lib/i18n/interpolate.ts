/** Values for a text's `{{name}}` placeholders; numbers are written as String() writes them. */
export type InterpolationValues = Readonly<Record<string, string | number | null | undefined>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A locale text with its `{{name}}` placeholders filled in, as i18next fills them in the browser:
 * the server's mails and documents read the same `locales/*.json`. A placeholder without a value
 * (absent, null or undefined) becomes empty; a value is inserted as it is, never read as a template.
 */
export function interpolate(template: string, values: InterpolationValues = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

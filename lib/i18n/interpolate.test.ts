import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills every placeholder, repeated ones too, and keeps the text around them', () => {
    expect(interpolate('Hallo {{name}}, Ihre Bestellung {{orderNumber}} ist da. Danke, {{name}}!', { name: 'Erika', orderNumber: 'ZW-2026-000123' })).toBe(
      'Hallo Erika, Ihre Bestellung ZW-2026-000123 ist da. Danke, Erika!',
    );
    expect(interpolate('{{ name }}', { name: 'mit Leerzeichen' })).toBe('mit Leerzeichen');
    expect(interpolate('Kein Platzhalter')).toBe('Kein Platzhalter');
  });

  it('writes numbers as they are: zero, decimals and negatives', () => {
    expect(interpolate('{{count}} Geräte, {{rate}} %, {{delta}} kg', { count: 0, rate: 19.5, delta: -3 })).toBe('0 Geräte, 19.5 %, -3 kg');
  });

  it('leaves a placeholder without a value empty', () => {
    expect(interpolate('Firma: {{company}}.', {})).toBe('Firma: .');
    expect(interpolate('{{a}}|{{b}}|{{c}}', { a: undefined, b: null, c: '' })).toBe('||');
  });

  it('inserts values literally: no second round of placeholders, no replacement patterns', () => {
    expect(interpolate('{{a}} {{b}}', { a: '{{b}}', b: 'x' })).toBe('{{b}} x');
    expect(interpolate('Betrag: {{amount}}', { amount: '$& 5 $1' })).toBe('Betrag: $& 5 $1');
  });

  it('leaves braces that are not a placeholder alone', () => {
    expect(interpolate('{name} {{ }} {{first-name}}', { name: 'x' })).toBe('{name} {{ }} {{first-name}}');
  });
});

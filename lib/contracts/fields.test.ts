import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { choice, email, hasLineControl, hasTextControl, line, optionalLine, paragraph } from './fields';

function codes(schema: z.ZodMiniType, value: unknown): string[] {
  const r = z.safeParse(schema, value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('line', () => {
  it('trims and accepts text up to the limit', () => {
    expect(z.parse(line(5), '  abcde  ')).toBe('abcde');
  });
  it('refuses empty, blank, too long and non-string values', () => {
    expect(codes(line(5), '')).toEqual(['required']);
    expect(codes(line(5), '   ')).toEqual(['required']);
    expect(codes(line(5), 'abcdef')).toEqual(['too_long']);
    expect(codes(line(5), 12)).toHaveLength(1);
  });
  it('refuses NUL, escape, line breaks and C1 controls', () => {
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\nb', 'a\rb', 'a\u0085b', 'a\u2028b']) {
      expect(codes(line(20), bad), JSON.stringify(bad)).toEqual(['control_characters']);
    }
  });
  it('keeps umlauts, accents and emoji', () => {
    expect(z.parse(line(30), 'Müller-Lüdenscheidt ß é 😀')).toBe('Müller-Lüdenscheidt ß é 😀');
  });
});

describe('optionalLine', () => {
  it('turns missing, null and blank into undefined', () => {
    expect(z.parse(optionalLine(5), undefined)).toBeUndefined();
    expect(z.parse(optionalLine(5), null)).toBeUndefined();
    expect(z.parse(optionalLine(5), '  ')).toBeUndefined();
  });
  it('checks length and control characters of a given value', () => {
    expect(z.parse(optionalLine(5), ' ab ')).toBe('ab');
    expect(codes(optionalLine(5), 'abcdef')).toEqual(['too_long']);
    expect(codes(optionalLine(5), 'a\u0000')).toEqual(['control_characters']);
  });
});

describe('paragraph', () => {
  it('allows line breaks and tabs but no other controls', () => {
    expect(z.parse(paragraph(50), ' Hallo\n\tWelt\r\n ')).toBe('Hallo\n\tWelt');
    expect(codes(paragraph(50), 'a\u0000b')).toEqual(['control_characters']);
    expect(codes(paragraph(50), 'a\u0007b')).toEqual(['control_characters']);
  });
  it('knows a minimum length', () => {
    expect(codes(paragraph(50, 10), 'short')).toEqual(['too_short']);
    expect(codes(paragraph(50), '')).toEqual(['required']);
  });
});

describe('email', () => {
  it('normalises case and whitespace', () => {
    expect(z.parse(email, '  Anna.Schmidt@Example.DE ')).toBe('anna.schmidt@example.de');
  });
  it('refuses malformed and overlong addresses', () => {
    expect(codes(email, 'anna@example')).toEqual(['email_invalid']);
    expect(codes(email, 'anna example.de')).toEqual(['email_invalid']);
    expect(codes(email, '')).toEqual(['required']);
    expect(codes(email, `${'a'.repeat(250)}@example.de`)).toEqual(['too_long']);
    expect(codes(email, 'anna@example.de\u0000')).toEqual(['control_characters']);
  });
});

describe('choice', () => {
  it('accepts listed values only', () => {
    const s = choice(['a', 'b'] as const);
    expect(z.parse(s, 'a')).toBe('a');
    expect(codes(s, 'c')).toEqual(['invalid_choice']);
  });
});

describe('control character predicates', () => {
  it('tell one-line from multi-line rules apart', () => {
    expect(hasLineControl('a\nb')).toBe(true);
    expect(hasTextControl('a\nb')).toBe(false);
    expect(hasTextControl('a\u007fb')).toBe(true);
    expect(hasLineControl('plain text')).toBe(false);
  });
});

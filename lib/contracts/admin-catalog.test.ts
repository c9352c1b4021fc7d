import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adminOfferUpdate, adminProductQuery, adminProductUpdate, catalogCsvRow, formatEuros, parseEuros } from './admin-catalog';

function codes(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const r = z.safeParse(schema, value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const row = {
  handle: 'dell-latitude-7330',
  sku: 'ZW-0015-C03',
  title: 'Dell Latitude 7330',
  brand: 'dell',
  category: 'laptops',
  grade: 'C',
  ram_gb: '16',
  storage_gb: '256',
  colour: '',
  keyboard: 'DE',
  price_eur: '469,00',
  list_price_eur: '',
  stock: '5',
  published: 'ja',
  summary_de: 'Kurz',
  summary_en: 'Short',
};

describe('catalog contracts', () => {
  it('reads euros as German Excel and English users write them', () => {
    expect(parseEuros('1299,00')).toBe(129900);
    expect(parseEuros('1.299,5')).toBe(129950);
    expect(parseEuros('1299.99')).toBe(129999);
    expect(parseEuros(' 49 € ')).toBe(4900);
    expect(parseEuros('12,345')).toBeNull();
    expect(parseEuros('abc')).toBeNull();
    expect(parseEuros('-5')).toBeNull();
    expect(formatEuros(129905)).toBe('1299,05');
    expect(formatEuros(99)).toBe('0,99');
  });

  it('parses a CSV row into cents, a stock count and a publish flag', () => {
    const r = z.parse(catalogCsvRow, row);
    expect(r).toMatchObject({ price_eur: 46900, list_price_eur: null, stock: 5, published: true, grade: 'C' });
    expect(z.parse(catalogCsvRow, { ...row, published: 'nein', list_price_eur: '909,00' })).toMatchObject({ published: false, list_price_eur: 90900 });
  });

  it('reads the options of an offer: GB as whole numbers, colour and keyboard as text, empty as none', () => {
    expect(z.parse(catalogCsvRow, row)).toMatchObject({ ram_gb: 16, storage_gb: 256, colour: null, keyboard: 'DE', brand: 'dell', category: 'laptops' });
    expect(z.parse(catalogCsvRow, { ...row, ram_gb: ' ', storage_gb: ' 1000 ', colour: ' Space Grau ' })).toMatchObject({ ram_gb: null, storage_gb: 1000, colour: 'Space Grau' });
    expect(codes(catalogCsvRow, { ...row, ram_gb: '16 GB', storage_gb: '0', colour: 'Rot\u0007', keyboard: 'x'.repeat(101) })).toEqual({
      ram_gb: 'invalid_number',
      storage_gb: 'invalid_number',
      colour: 'control_characters',
      keyboard: 'too_long',
    });
  });

  it('needs a brand slug and a category on every row (a new product is made of them)', () => {
    expect(codes(catalogCsvRow, { ...row, brand: '', category: '' })).toEqual({ brand: 'required', category: 'required' });
    expect(codes(catalogCsvRow, { ...row, brand: 'Dell Inc.', category: 'toasters', grade: ' ' })).toEqual({ brand: 'invalid_choice', category: 'invalid_choice', grade: 'required' });
  });

  it('names each bad cell with a stable code', () => {
    expect(codes(catalogCsvRow, { ...row, price_eur: '', stock: '1,5', published: 'vielleicht', grade: 'D', summary_de: ' ' })).toEqual({
      price_eur: 'required',
      stock: 'invalid_number',
      published: 'invalid_choice',
      grade: 'invalid_choice',
      summary_de: 'required',
    });
    expect(codes(catalogCsvRow, { ...row, price_eur: '0,00' })).toEqual({ price_eur: 'invalid_number' });
  });

  it('checks an edit: whole positive cents, stock from 0, no unknown fields', () => {
    expect(codes(adminOfferUpdate, { id: 1, priceCents: 0, stock: -1, listPriceCents: 1.5 })).toEqual({ priceCents: 'invalid_number', stock: 'invalid_number', listPriceCents: 'invalid_number' });
    expect(z.parse(adminOfferUpdate, { id: 1, listPriceCents: null })).toEqual({ id: 1, listPriceCents: null });
    expect(Object.keys(codes(adminProductUpdate, { handle: 'x' }))).toEqual(['']);
    expect(codes(adminProductUpdate, { title: ' ', published: 'yes' })).toMatchObject({ title: 'required' });
    expect(codes(adminProductQuery, { category: 'toasters', published: 'maybe' })).toEqual({ category: 'invalid_choice', published: 'invalid_choice' });
  });
});

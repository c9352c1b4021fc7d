import '@/lib/server/only';
import { sql } from 'drizzle-orm';
import type { Grade } from '@/lib/catalog/types';
import { getDb, type DbOrTx } from '../db';
import { brands, products, variants, type ProductSpecs } from '../db/schema/catalog';
import { DEMO_BRANDS, DEMO_MODELS, type ModelDef } from './catalog-data';
import { categoryKeywords, describe } from './catalog-texts';
import { localizeTerm } from '@/lib/catalog/terms';

/** Deterministic pseudo-random numbers (mulberry32), so every seed run builds the same shop. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** URL handle from a title: 'Apple iPad Air (4. Generation)' → 'apple-ipad-air-4-generation'. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/,/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const GRADE_FACTOR: Record<Grade, number> = { A: 1, B: 0.9, C: 0.8 };

/** A shop price: whole euros ending in 9 (349, 1.299), in cents. */
function shopPrice(euros: number): number {
  const rounded = Math.max(9, Math.round(euros / 10) * 10 - 1);
  return rounded * 100;
}

type VariantSeed = {
  grade: Grade;
  ramGb: number | null;
  storageGb: number | null;
  colour: string | null;
  keyboard: string | null;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  unitsSold: number;
};

const KEYBOARD_CATEGORIES = new Set(['laptops']);

/** The offers of one demo model: configurations × grades × colours (× a US keyboard), some sold out. */
function variantsFor(m: ModelDef, rand: () => number): VariantSeed[] {
  const out: VariantSeed[] = [];
  const hasKeyboard = KEYBOARD_CATEGORIES.has(m.category) || m.family === 'keyboard';
  const colours: (string | null)[] = m.colours?.length ? m.colours : [null];
  const pop = m.pop ?? 2;
  m.configs.forEach(([ram, storage, priceA], ci) => {
    const compareAt = shopPrice(priceA * (m.year >= 2022 ? 1.55 : m.year >= 2020 ? 1.9 : 2.4));
    for (const grade of ['A', 'B', 'C'] as const) {
      colours.forEach((colour, ki) => {
        const first = ci === 0 && ki === 0;
        // not every colour exists in every grade and configuration: gaps the variant picker shows
        if (!first && colours.length > 1 && rand() < 0.22) return;
        const keyboards = hasKeyboard ? (m.us && grade === 'B' && ki === 0 ? ['DE', 'US'] : ['DE']) : [null];
        for (const keyboard of keyboards) {
          const base = priceA * GRADE_FACTOR[grade] - (keyboard === 'US' && priceA >= 200 ? 20 : 0);
          const soldOut = !first && rand() < 0.12;
          out.push({
            grade,
            ramGb: ram,
            storageGb: storage,
            colour,
            keyboard,
            priceCents: shopPrice(base),
            compareAtCents: compareAt,
            stock: soldOut ? 0 : 1 + Math.floor(rand() * (grade === 'B' ? 14 : 8)),
            unitsSold: Math.floor(rand() * 40 * pop * pop),
          });
        }
      });
    }
  });
  return out;
}

function specsFor(m: ModelDef): ProductSpecs {
  const s: ProductSpecs = {};
  if (m.cpu) s.cpu = m.cpu;
  if (m.gpu) s.gpu = m.gpu;
  if (m.res) s.screenResolution = m.res;
  if (m.panel) s.panel = m.panel;
  if (m.hz) s.refreshHz = m.hz;
  if (m.ports) s.ports = m.ports;
  if (m.weight) s.weightGrams = m.weight;
  if (m.battery) {
    if (m.category === 'phones') s.batteryMah = m.battery;
    else s.batteryWh = m.battery;
  }
  if (m.camera) s.camera = m.camera;
  if (m.category === 'phones') s.connectivity = m.tags.includes('5g') ? ['5G', 'Wi-Fi 6', 'Bluetooth 5', 'NFC'] : ['4G LTE', 'Wi-Fi', 'Bluetooth', 'NFC'];
  return s;
}

function productRow(m: ModelDef, brandId: number, handle: string, title: string) {
  const brandName = DEMO_BRANDS.find((b) => b.slug === m.brand)?.name ?? m.brand;
  const texts = describe(m, title);
  const kw = categoryKeywords(m);
  const extra = [brandName, m.cpu, m.cpuFamily, m.gpu, m.os, m.family.replace(/-/g, ' ')].filter(Boolean).join(' ');
  // the display's kind and resolution are what shoppers type ('Touchscreen', 'OLED', '4K', 'Full HD')
  const display = (locale: 'de' | 'en') => [m.panel ? localizeTerm(m.panel, locale) : '', m.res ?? ''].filter(Boolean).join(' ');
  return {
    handle,
    brandId,
    category: m.category,
    family: m.family,
    title,
    summaryDe: m.de,
    summaryEn: m.en,
    descriptionDe: texts.de,
    descriptionEn: texts.en,
    keywordsDe: `${kw.de} ${extra} ${display('de')}`.trim(),
    keywordsEn: `${kw.en} ${extra} ${display('en')}`.trim(),
    cpuFamily: m.cpuFamily ?? null,
    screenTenths: m.screen ? Math.round(m.screen * 10) : null,
    os: m.os ?? null,
    releaseYear: m.year,
    specs: specsFor(m),
    tags: m.tags,
    co2KgOverride: m.co2 ?? null,
    co2Source: m.co2 ? 'manufacturer-report' : null,
  };
}

async function upsertBrands(db: DbOrTx): Promise<Map<string, number>> {
  await db.insert(brands).values(DEMO_BRANDS).onConflictDoNothing();
  const all = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
  return new Map(all.map((b) => [b.slug, b.id]));
}

/** The demo offer that was reduced recently, so the shop shows a § 11 PAngV reduction. */
export const DEMO_REDUCTION = { handle: 'lenovo-thinkpad-t14-gen-2', previousCents: 39900, daysAgo: 6 } as const;

/**
 * Price history of the demo offers: every offer has had its price for 120 days, except the
 * cheapest T14 Gen 2 offer, which cost 40 € more until six days ago.
 */
async function seedPriceHistory(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`insert into price_history (variant_id, price_cents, valid_from, changed_by)
        select id, price_cents, now() - interval '120 days', 'seed' from variants`,
  );
  const reduced = sql`(select v.id from variants v join products p on p.id = v.product_id
                       where p.handle = ${DEMO_REDUCTION.handle} and v.stock > 0 order by v.price_cents, v.grade, v.id limit 1)`;
  await db.execute(sql`update price_history set price_cents = ${DEMO_REDUCTION.previousCents} where variant_id = ${reduced}`);
  await db.execute(
    sql`insert into price_history (variant_id, price_cents, valid_from, changed_by)
        select id, price_cents, now() - make_interval(days => ${DEMO_REDUCTION.daysAgo}), 'seed' from variants where id = ${reduced}`,
  );
}

/** Loads the demo catalog when the products table is empty; returns what it did. */
export async function seedDemoCatalog(): Promise<string> {
  const db = await getDb();
  const [{ n } = { n: 0 }] = (await db.execute(sql`select count(*)::int as n from products`)).rows as { n: number }[];
  if (n > 0) return `catalog kept (${n} products)`;
  let variantCount = 0;
  await db.transaction(async (tx) => {
    const brandIds = await upsertBrands(tx);
    for (const [i, m] of DEMO_MODELS.entries()) {
      const rand = prng(1000 + i);
      const [p] = await tx
        .insert(products)
        .values(productRow(m, brandIds.get(m.brand)!, slugify(m.title), m.title))
        .returning({ id: products.id });
      const vs = variantsFor(m, rand).map((v, k) => ({ ...v, productId: p!.id, sku: `ZW-${String(p!.id).padStart(4, '0')}-${v.grade}${String(k + 1).padStart(2, '0')}` }));
      await tx.insert(variants).values(vs);
      variantCount += vs.length;
    }
    await seedPriceHistory(tx);
  });
  return `catalog seeded (${DEMO_MODELS.length} products, ${variantCount} variants)`;
}

/**
 * A large synthetic catalog for benchmarks: the demo models repeated as numbered batches, each
 * product with `perProduct` offers drawn from realistic configurations, until `variantCount` rows exist.
 */
export async function seedBenchCatalog(variantCount: number, perProduct = 25): Promise<{ products: number; variants: number }> {
  const db = await getDb();
  const brandIds = await upsertBrands(db);
  const rand = prng(42);
  const rams = [4, 8, 16, 32, 64];
  const storages = [128, 256, 512, 1000, 2000];
  const colours = ['Schwarz', 'Silber', 'Space Grau', 'Blau', null];
  let made = 0;
  let productCount = 0;
  const totalProducts = Math.ceil(variantCount / perProduct);
  const productBatch = 200;
  for (let start = 0; start < totalProducts; start += productBatch) {
    const rows = [] as ReturnType<typeof productRow>[];
    const models: ModelDef[] = [];
    for (let i = start; i < Math.min(start + productBatch, totalProducts); i++) {
      const m = DEMO_MODELS[i % DEMO_MODELS.length]!;
      const lot = Math.floor(i / DEMO_MODELS.length) + 1;
      rows.push(productRow(m, brandIds.get(m.brand)!, `${slugify(m.title)}-s${lot}`, `${m.title} · Serie ${lot}`));
      models.push(m);
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    const vrows: (typeof variants.$inferInsert)[] = [];
    inserted.forEach((p, idx) => {
      const m = models[idx]!;
      const priceA = m.configs[0]![2];
      const n = Math.min(perProduct, variantCount - made);
      for (let k = 0; k < n; k++) {
        const grade = (['A', 'B', 'C'] as const)[k % 3]!;
        const hasMem = m.configs[0]![0] !== null;
        const ram = hasMem ? rams[Math.floor(rand() * rams.length)]! : null;
        const storage = hasMem ? storages[Math.floor(rand() * storages.length)]! : null;
        const step = (ram ? rams.indexOf(ram) : 0) + (storage ? storages.indexOf(storage) : 0);
        vrows.push({
          productId: p.id,
          sku: `ZB-${p.id}-${k}`,
          grade,
          ramGb: ram,
          storageGb: storage,
          colour: colours[k % colours.length] ?? null,
          keyboard: m.category === 'laptops' ? (k % 4 === 0 ? 'US' : 'DE') : null,
          priceCents: shopPrice(priceA * GRADE_FACTOR[grade] * (1 + step * 0.08) * (0.85 + rand() * 0.3)),
          compareAtCents: shopPrice(priceA * 2),
          stock: rand() < 0.1 ? 0 : 1 + Math.floor(rand() * 20),
          unitsSold: Math.floor(rand() * 200),
        });
      }
      made += n;
    });
    for (let i = 0; i < vrows.length; i += 2000) await db.insert(variants).values(vrows.slice(i, i + 2000));
    productCount += inserted.length;
  }
  await db.execute(sql`vacuum analyze variants`);
  await db.execute(sql`vacuum analyze products`);
  return { products: productCount, variants: made };
}

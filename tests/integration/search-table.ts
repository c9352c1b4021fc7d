/**
 * Real shopper queries and what each must find in the demo catalog.
 *
 * `product` and `offer` are SQL written from the catalog data, independent of the search code:
 * a query must find exactly the published products (alias p, brand b) for which `product` holds
 * and that have an offer in stock (alias v) for which `offer` holds. `top`, when given, must hold
 * for the first result. `empty: true` marks a query whose honest answer is nothing.
 */
export type SearchCase = {
  q: string;
  locale: 'de' | 'en';
  product: string;
  offer?: string;
  top?: string;
  empty?: true;
};

const LAPTOPS = `p.category = 'laptops'`;
const PHONES = `p.category = 'phones'`;
const TABLETS = `p.category = 'tablets'`;
const MONITORS = `p.category = 'monitors'`;
const PCS = `p.category = 'pc-systems'`;
const ALL = `true`;
/** an offer with N GB of RAM or of storage, when the shopper does not say which */
const gb = (n: number) => `(v.ram_gb = ${n} or v.storage_gb = ${n})`;
/** a screen of the N-inch class as makers sell it (a 23.8″ panel is a 24″ monitor) */
const inches = (n: number) => `(p.screen_tenths >= ${n * 10 - 3} and p.screen_tenths < ${n * 10 + 10})`;
const title = (pattern: string) => `p.title ~* '${pattern}'`;

export const SEARCH_TABLE: SearchCase[] = [
  // ---- German: category words, inflected, with filler words ----
  { q: 'gebrauchter laptop', locale: 'de', product: LAPTOPS },
  { q: 'Laptops', locale: 'de', product: LAPTOPS },
  { q: 'gebrauchte Notebooks', locale: 'de', product: LAPTOPS },
  { q: 'Notebook generalüberholt', locale: 'de', product: LAPTOPS },
  { q: 'gebrauchte Handys', locale: 'de', product: PHONES },
  { q: 'Smartphone refurbished', locale: 'de', product: PHONES },
  { q: 'günstiges Handy kaufen', locale: 'de', product: PHONES },
  { q: 'Bildschirm', locale: 'de', product: MONITORS },
  { q: 'gebrauchte Monitore', locale: 'de', product: MONITORS },
  { q: 'Tablets gebraucht', locale: 'de', product: TABLETS },
  { q: 'PC gebraucht', locale: 'de', product: PCS },
  { q: 'Rechner', locale: 'de', product: PCS },
  { q: 'Tastaturen', locale: 'de', product: `p.family = 'keyboard'` },
  { q: 'Mäuse', locale: 'de', product: `p.family = 'mouse'` },
  { q: 'Dockingstation', locale: 'de', product: `p.family = 'dock'` },
  { q: 'Headset', locale: 'de', product: `p.family = 'headset'` },
  { q: 'All-in-One PC', locale: 'de', product: `p.family = 'all-in-one'` },
  { q: 'refurbished', locale: 'de', product: ALL },
  { q: 'gebraucht kaufen', locale: 'de', product: ALL },

  // ---- German: attributes ----
  { q: 'laptop 16 gb', locale: 'de', product: LAPTOPS, offer: gb(16) },
  { q: 'laptop 16gb', locale: 'de', product: LAPTOPS, offer: gb(16) },
  { q: 'Laptop mit 16 GB RAM', locale: 'de', product: LAPTOPS, offer: 'v.ram_gb = 16' },
  { q: 'Notebook 32GB Arbeitsspeicher', locale: 'de', product: LAPTOPS, offer: 'v.ram_gb = 32' },
  { q: 'notebook 512 GB SSD', locale: 'de', product: LAPTOPS, offer: 'v.storage_gb = 512' },
  { q: 'Laptop 8 GB RAM 256 GB SSD', locale: 'de', product: LAPTOPS, offer: 'v.ram_gb = 8 and v.storage_gb = 256' },
  { q: 'Laptop 1 TB', locale: 'de', product: LAPTOPS, offer: gb(1000) },
  { q: 'laptop i7', locale: 'de', product: `${LAPTOPS} and p.cpu_family = 'Intel Core i7'` },
  { q: 'i5 Notebook 8gb', locale: 'de', product: `${LAPTOPS} and p.cpu_family = 'Intel Core i5'`, offer: gb(8) },
  { q: 'gebrauchter Rechner i5', locale: 'de', product: `${PCS} and p.cpu_family = 'Intel Core i5'` },
  { q: '14 zoll laptop', locale: 'de', product: `${LAPTOPS} and ${inches(14)}` },
  { q: 'Notebook 15,6 Zoll', locale: 'de', product: `${LAPTOPS} and p.screen_tenths = 156` },
  { q: 'Laptop 16 GB 14 Zoll i5', locale: 'de', product: `${LAPTOPS} and ${inches(14)} and p.cpu_family = 'Intel Core i5'`, offer: gb(16) },
  { q: '24 Zoll Bildschirm', locale: 'de', product: `${MONITORS} and ${inches(24)}` },
  { q: 'Monitor 27"', locale: 'de', product: `${MONITORS} and ${inches(27)}` },
  { q: 'Handy 128 GB', locale: 'de', product: PHONES, offer: gb(128) },
  { q: 'iPhone 128GB schwarz', locale: 'de', product: title('iphone'), offer: `${gb(128)} and (v.colour ~* 'schwarz|black')` },
  { q: 'Laptop unter 400 Euro', locale: 'de', product: LAPTOPS, offer: 'v.price_cents < 40000' },
  { q: 'Handy bis 300 €', locale: 'de', product: PHONES, offer: 'v.price_cents <= 30000' },
  { q: 'Laptop wie neu', locale: 'de', product: LAPTOPS, offer: `v.grade = 'A'` },
  { q: 'Laptop mit Touchscreen', locale: 'de', product: `${LAPTOPS} and (p.specs->>'panel' ~* 'touch' or 'touchscreen' = any(p.tags))` },
  { q: 'Handy mit 5G', locale: 'de', product: `${PHONES} and '5g' = any(p.tags)` },
  { q: 'Business Laptop 16GB', locale: 'de', product: LAPTOPS, offer: gb(16) },
  { q: 'Laptop 64 GB', locale: 'de', product: LAPTOPS, offer: gb(64), empty: true },

  // ---- German: names and free text ----
  { q: 'ThinkPad', locale: 'de', product: title('thinkpad') },
  { q: 'Thinkpad T14', locale: 'de', product: title('thinkpad t14'), top: title('t14 gen') },
  { q: 'iphone 13', locale: 'de', product: title('iphone 13\\M') },
  { q: 'samsung handy', locale: 'de', product: `${PHONES} and b.slug = 'samsung'` },
  { q: 'Apple', locale: 'de', product: `b.slug = 'apple'` },
  { q: 'thinkpda', locale: 'de', product: title('thinkpad') },
  { q: 'Monitor für Laptop', locale: 'de', product: MONITORS },
  { q: 'Laptop Dockingstation', locale: 'de', product: `p.family = 'dock'` },
  { q: 'PC Monitor', locale: 'de', product: MONITORS },
  // words no product has ('Leasing' is a service page) drop out and the rest still finds
  { q: 'Laptop Leasing', locale: 'de', product: LAPTOPS },
  { q: 'Handy Garantie 128 GB', locale: 'de', product: PHONES, offer: gb(128) },

  // ---- English ----
  { q: 'used laptop', locale: 'en', product: LAPTOPS },
  { q: 'refurbished notebooks 16gb', locale: 'en', product: LAPTOPS, offer: gb(16) },
  { q: 'laptop 32 gb ram', locale: 'en', product: LAPTOPS, offer: 'v.ram_gb = 32' },
  { q: 'cheap phones', locale: 'en', product: PHONES },
  { q: 'smartphone 256gb', locale: 'en', product: PHONES, offer: gb(256) },
  { q: 'monitor 27 inch', locale: 'en', product: `${MONITORS} and ${inches(27)}` },
  { q: '24" screen', locale: 'en', product: `${MONITORS} and ${inches(24)}` },
  { q: 'tablets', locale: 'en', product: TABLETS },
  { q: 'keyboard', locale: 'en', product: `p.family = 'keyboard'` },
  { q: 'wireless mouse', locale: 'en', product: `p.family = 'mouse'` },
  { q: 'docking station', locale: 'en', product: `p.family = 'dock'` },
  { q: 'desktop pc', locale: 'en', product: PCS },
  { q: 'laptop under 500', locale: 'en', product: LAPTOPS, offer: 'v.price_cents < 50000' },
  { q: '13 inch laptop', locale: 'en', product: `${LAPTOPS} and ${inches(13)}` },
  { q: 'grade a laptop', locale: 'en', product: LAPTOPS, offer: `v.grade = 'A'` },
  { q: 'ryzen laptop', locale: 'en', product: `${LAPTOPS} and p.cpu_family like 'AMD Ryzen%'` },
  { q: 'laptop for students', locale: 'en', product: LAPTOPS, top: `'student' = any(p.tags)` },
  { q: 'macbook pro', locale: 'en', product: title('macbook pro') },
  { q: 'iphone 12', locale: 'en', product: title('iphone 12\\M') },
  { q: 'thinkpad x1 carbon', locale: 'en', product: title('x1 carbon') },
  { q: 'galaxy tab', locale: 'en', product: title('galaxy tab') },
  { q: 'black phone', locale: 'en', product: PHONES, offer: `v.colour ~* 'schwarz|black'` },
  { q: 'laptop leasing', locale: 'en', product: LAPTOPS },
];

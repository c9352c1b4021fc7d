// Reference page for the SSR and Lighthouse benchmarks: plain Next.js, no app shell, no i18n, no
// database — a 24-item product grid rendered on every request. It is a separate app that is never
// deployed, so it is not part of the shop, its sitemap or its search index.
import Head from 'next/head';

export async function getServerSideProps({ query }) {
  const page = Math.max(1, Number(query.page) || 1);
  const items = Array.from({ length: 24 }, (_, i) => {
    const n = (page - 1) * 24 + i + 1;
    return { id: n, title: `Refurbished Laptop ${n}`, grade: ['A', 'B', 'C'][n % 3], price: 19900 + ((n * 7919) % 60000) };
  });
  return { props: { items } };
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export default function Grid({ items }) {
  return (
    <>
      <Head>
        <title>Bare grid</title>
        <meta name="robots" content="noindex" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <h1>Gebrauchte Laptops</h1>
        <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
          {items.map((it) => (
            <li key={it.id} style={{ border: '1px solid #ddd', borderRadius: 8, padding: 12 }}>
              <a href={`/p/${it.id}`}>{it.title}</a>
              <p>Zustand {it.grade}</p>
              <p>
                <strong>{euro.format(it.price / 100)}</strong>
              </p>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

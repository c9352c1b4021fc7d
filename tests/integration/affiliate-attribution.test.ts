import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as applications from '@/pages/api/affiliate/applications';
import * as cartIndex from '@/pages/api/cart/index';
import * as lines from '@/pages/api/cart/[cartId]/lines/index';
import * as checkout from '@/pages/api/checkout';
import { getDb } from '@/lib/server/db';
import { affiliates, leads, orders } from '@/lib/server/db/schema';
import { approveAffiliate } from '@/lib/server/leads';
import { closeRateLimits } from '@/lib/server/security/rate-limit';
import type { Cart } from '@/lib/checkout/types';
import { callApi } from '../support/api';
import { checkoutBody, insertProduct } from '../support/catalog-fixtures';

process.env.TRUST_PROXY = '1';
afterAll(closeRateLimits);

const ip = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function applicationLead(): Promise<string> {
  const email = `aff-${randomBytes(5).toString('hex')}@example.com`;
  const res = await callApi(applications, {
    method: 'POST',
    url: '/api/affiliate/applications',
    headers: { 'x-forwarded-for': ip() },
    body: {
      name: 'Lea Wagner',
      email,
      message: 'Technik-Blog mit Schwerpunkt Homeoffice und Nachhaltigkeit.',
      privacy: true,
      locale: 'de',
      page: '/affiliate',
      channelUrl: 'https://homeoffice-gruen.example.de',
      channelType: 'blog',
    },
  });
  expect(res.status).toBe(201);
  const db = await getDb();
  const [row] = await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email));
  return row!.id;
}

async function orderWithCookie(cookie: string | null): Promise<string | null> {
  const [variant] = await insertProduct([{ priceCents: 29900, stock: 3 }]);
  const cart = (await callApi(cartIndex, { url: '/api/cart/' })).json as Cart;
  expect((await callApi(lines, { method: 'POST', url: '/x', params: { cartId: cart.id }, body: { variantId: variant!.id, quantity: 1 } })).status).toBe(200);
  const res = await callApi(checkout, { method: 'POST', url: '/api/checkout', body: checkoutBody(cart.id), headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(201);
  const { orderNumber } = res.json as { orderNumber: string };
  const db = await getDb();
  const [row] = await db.select({ code: orders.affiliateCode }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return row!.code;
}

describe('affiliate approval and attribution', () => {
  it('approveAffiliate gives an application a unique code, marks it approved and is idempotent', async () => {
    const leadId = await applicationLead();
    const partner = await approveAffiliate(leadId);
    expect(partner.code).toMatch(/^ZW[A-HJKMNP-Z2-9]{6}$/);
    expect(partner).toMatchObject({ leadId, name: 'Lea Wagner', status: 'active' });
    expect((await approveAffiliate(leadId)).code).toBe(partner.code);
    const db = await getDb();
    const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe('approved');
    const other = await approveAffiliate(await applicationLead());
    expect(other.code).not.toBe(partner.code);
  });

  it('refuses to approve an unknown lead or an enquiry that is not an application', async () => {
    await expect(approveAffiliate('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
    const db = await getDb();
    const [enquiry] = await db
      .insert(leads)
      .values({ id: '11111111-1111-4111-8111-111111111111', topic: 'leasing', locale: 'de', page: '/contact', consentText: 'x', name: 'A', email: 'a@example.com', message: 'Leasing bitte' })
      .returning();
    await expect(approveAffiliate(enquiry!.id)).rejects.toMatchObject({ status: 409 });
  });

  it('an order placed with the attribution cookie of an active partner records the code', async () => {
    const { code } = await approveAffiliate(await applicationLead());
    expect(await orderWithCookie(`zw-ref=${code}`)).toBe(code);
    // the cookie value is matched regardless of case, as typed into a link
    expect(await orderWithCookie(`zw-ref=${code.toLowerCase()}`)).toBe(code);
  });

  it('records nothing without the cookie, for an unknown code, a malformed value or a paused partner', async () => {
    expect(await orderWithCookie(null)).toBeNull();
    expect(await orderWithCookie('zw-ref=ZWNOBODY')).toBeNull();
    expect(await orderWithCookie("zw-ref=%27%20OR%201%3D1--")).toBeNull();
    const paused = await approveAffiliate(await applicationLead());
    const db = await getDb();
    await db.update(affiliates).set({ status: 'paused' }).where(eq(affiliates.id, paused.id));
    expect(await orderWithCookie(`zw-ref=${paused.code}`)).toBeNull();
  });
});

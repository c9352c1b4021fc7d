import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import de from '@/locales/de/fleet-mail.json';
import en from '@/locales/en/fleet-mail.json';
import type { endOfLifeRequestSchema } from '@/lib/contracts/fleet';
import type { ServiceRequestView } from '@/lib/fleet/types';
import { getDb, type DbOrTx } from '../db';
import { devices, serviceRequestCounters, serviceRequestDevices, serviceRequests } from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import { logger } from '../logger';
import { escapeHtml, sendMail } from '../mail';
import { lockOwnDevices, OPEN_REQUEST_STATUSES } from './devices';
import { berlinDate } from '@/lib/fleet/serial';
import { interpolate } from '@/lib/i18n/interpolate';

export type EndOfLifeInput = z.output<typeof endOfLifeRequestSchema>;

type RequestRow = typeof serviceRequests.$inferSelect;

/** The customer asking for a pickup, as far as the request and its confirmation mail need them. */
export type PickupCustomer = { id: string; email: string; firstName: string; lastName: string; company: string | null; locale: 'de' | 'en' };

async function withDevices(db: DbOrTx, rows: RequestRow[]): Promise<ServiceRequestView[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ requestId: serviceRequestDevices.requestId, id: devices.id, serialNumber: devices.serialNumber, title: devices.title })
    .from(serviceRequestDevices)
    .innerJoin(devices, eq(devices.id, serviceRequestDevices.deviceId))
    .where(inArray(serviceRequestDevices.requestId, rows.map((r) => r.id)))
    .orderBy(asc(devices.serialNumber));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind,
    status: r.status,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    pickupAddress: r.pickupAddress,
    preferredDate: r.preferredDate,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    devices: links.filter((l) => l.requestId === r.id).map(({ id, serialNumber, title }) => ({ id, serialNumber, title })),
  }));
}

/** 'EOL-2026-00001' */
function formatRequestNumber(year: number, seq: number): string {
  return `EOL-${year}-${String(seq).padStart(5, '0')}`;
}

/**
 * Asks Zweitwerk to collect devices at their end of life (certified erasure and recycling): stores
 * the request with its device list under the next number of the year and mails a confirmation.
 * 404 for devices that are not the customer's; 409 for devices already returned or retired, or
 * already in an open pickup request.
 */
export async function requestEndOfLifePickup(customer: PickupCustomer, input: EndOfLifeInput): Promise<ServiceRequestView> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const owned = await lockOwnDevices(tx, customer.id, input.deviceIds);
    const gone = owned.filter((d) => d.status === 'returned' || d.status === 'end_of_life');
    if (gone.length) {
      throw new ConflictError('device_unavailable', 'Returned or retired devices cannot be collected.', gone.map((d) => ({ id: d.id, serialNumber: d.serialNumber, status: d.status })));
    }
    const pending = await tx
      .select({ deviceId: serviceRequestDevices.deviceId, number: serviceRequests.number })
      .from(serviceRequestDevices)
      .innerJoin(serviceRequests, eq(serviceRequests.id, serviceRequestDevices.requestId))
      .where(and(inArray(serviceRequestDevices.deviceId, input.deviceIds), inArray(serviceRequests.status, [...OPEN_REQUEST_STATUSES])));
    if (pending.length) {
      throw new ConflictError('already_requested', 'Some devices are already in an open pickup request.', pending);
    }
    const year = Number(berlinDate(new Date()).slice(0, 4));
    const [counter] = await tx
      .insert(serviceRequestCounters)
      .values({ year, lastSeq: 1 })
      .onConflictDoUpdate({ target: serviceRequestCounters.year, set: { lastSeq: sql`${serviceRequestCounters.lastSeq} + 1` } })
      .returning({ seq: serviceRequestCounters.lastSeq });
    const id = randomUUID();
    const [row] = await tx
      .insert(serviceRequests)
      .values({
        id,
        number: formatRequestNumber(year, counter!.seq),
        customerId: customer.id,
        kind: 'end_of_life_pickup',
        status: 'open',
        pickupAddress: { ...input.pickupAddress, company: input.pickupAddress.company ?? customer.company ?? undefined },
        contactName: input.contactName,
        contactPhone: input.contactPhone ?? null,
        preferredDate: input.preferredDate ?? null,
        note: input.note ? input.note : null,
      })
      .returning();
    await tx.insert(serviceRequestDevices).values(input.deviceIds.map((deviceId) => ({ requestId: id, deviceId })));
    return (await withDevices(tx, [row!]))[0]!;
  });
  try {
    await sendPickupConfirmation(customer, created);
  } catch (err) {
    logger.error({ number: created.number, err: err instanceof Error ? err.message : String(err) }, 'pickup confirmation mail failed');
  }
  return created;
}

const TEXTS = { de, en } as const;

/** Subject, text and HTML of the pickup confirmation in the customer's language. */
function renderPickupConfirmation(customer: Pick<PickupCustomer, 'locale' | 'firstName' | 'lastName'>, r: ServiceRequestView) {
  const t = TEXTS[customer.locale];
  const a = r.pickupAddress;
  const blocks: string[][] = [
    [interpolate(t.eol_greeting, { name: `${customer.firstName} ${customer.lastName}` }), interpolate(t.eol_intro, { number: r.number, count: r.devices.length })],
    r.devices.map((d) => `${d.serialNumber} · ${d.title}`),
    [`${t.eol_address}:`, ...[a.company, r.contactName, a.street, `${a.postalCode} ${a.city}`, a.country].filter((x): x is string => !!x), ...(r.preferredDate ? [interpolate(t.eol_date, { date: r.preferredDate })] : [])],
    [t.eol_next],
    [t.closing, t.signature],
  ];
  const text = blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
  const html =
    `<!doctype html><html lang="${customer.locale}"><body style="font-family:Arial,sans-serif;color:#16211c;line-height:1.5">` +
    blocks.map((b) => `<p>${b.map(escapeHtml).join('<br>')}</p>`).join('') +
    '</body></html>';
  return { subject: interpolate(t.eol_subject, { number: r.number }), text, html };
}

async function sendPickupConfirmation(customer: PickupCustomer, r: ServiceRequestView): Promise<void> {
  const mail = renderPickupConfirmation(customer, r);
  await sendMail({ to: customer.email, subject: mail.subject, text: mail.text, html: mail.html, tag: 'end-of-life-request' });
}

/** The customer's service requests, newest first. */
export async function listServiceRequests(customerId: string): Promise<ServiceRequestView[]> {
  const db = await getDb();
  const rows = await db.select().from(serviceRequests).where(eq(serviceRequests.customerId, customerId)).orderBy(desc(serviceRequests.createdAt));
  return withDevices(db, rows);
}

/** One service request of the customer; 404 when not theirs. */
export async function getServiceRequest(customerId: string, requestId: string): Promise<ServiceRequestView> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.customerId, customerId), eq(serviceRequests.id, requestId)));
  if (!rows.length) throw new NotFoundError('Service request not found.');
  return (await withDevices(db, rows))[0]!;
}

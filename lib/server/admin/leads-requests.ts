import '@/lib/server/only';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { adminRequestKind, type AdminAnswerMail, type AdminQuoteRequestStatus, type AdminRequestKind, type AdminRequestQuery } from '@/lib/contracts/admin-leads';
import type { ServiceRequestStatus } from '@/lib/fleet/constants';
import { getDb } from '../db';
import { customers, devices, quoteRequests, quotes, serviceRequestDevices, serviceRequests } from '../db/schema';
import { NotFoundError } from '../http/errors';
import { routeParam } from '../http/input';
import { recordAuditInTx } from './audit';
import { historyOf, likeTerm, sendAnswerMail } from './leads';
import type { Staff } from './staff';

/** Rows per page of each list. */
const ADMIN_REQUESTS_PAGE_SIZE = 50;

const customerCols = {
  customerEmail: customers.email,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerCompany: customers.company,
};

/**
 * The requests section: customers' service requests (end-of-life pickups with their device
 * counts), quote requests (quantities beyond stock) and the quotes made so far (read-only), each
 * newest first and paged on its own (`servicePage`, `quoteRequestPage`, `quotePage`).
 * `kind` limits the answer to one of the first two lists; status and search apply to both.
 */
export async function listAdminRequests(q: AdminRequestQuery) {
  const db = await getDb();
  const p = q.q ? likeTerm(q.q) : null;
  const who = p ? [ilike(customers.email, p), ilike(customers.lastName, p), ilike(customers.firstName, p), ilike(customers.company, p)] : [];
  const size = ADMIN_REQUESTS_PAGE_SIZE;
  const pages = { serviceRequests: q.servicePage ?? 1, quoteRequests: q.quoteRequestPage ?? 1, quotes: q.quotePage ?? 1 };

  const serviceWhere: SQL[] = [];
  if (q.status) serviceWhere.push(eq(serviceRequests.status, q.status as ServiceRequestStatus));
  if (p) serviceWhere.push(or(ilike(serviceRequests.number, p), ilike(serviceRequests.contactName, p), ...who)!);
  const quoteWhere: SQL[] = [];
  if (q.status) quoteWhere.push(eq(quoteRequests.status, q.status));
  if (p) quoteWhere.push(or(ilike(quoteRequests.title, p), ilike(quoteRequests.sku, p), ...who)!);
  const serviceFilter = serviceWhere.length ? and(...serviceWhere) : undefined;
  const quoteRequestFilter = quoteWhere.length ? and(...quoteWhere) : undefined;
  const quoteFilter = p ? or(ilike(quotes.number, p), ...who) : undefined;
  const none = Promise.resolve([] as never[]);

  const [service, [serviceCount], quoteReqs, [quoteRequestCount], quoteRows, [quoteCount]] = await Promise.all([
    q.kind === 'quote'
      ? none
      : db
          .select({
            id: serviceRequests.id,
            number: serviceRequests.number,
            kind: serviceRequests.kind,
            status: serviceRequests.status,
            contactName: serviceRequests.contactName,
            createdAt: serviceRequests.createdAt,
            ...customerCols,
          })
          .from(serviceRequests)
          .innerJoin(customers, eq(customers.id, serviceRequests.customerId))
          .where(serviceFilter)
          .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
          .limit(size)
          .offset((pages.serviceRequests - 1) * size),
    q.kind === 'quote'
      ? Promise.resolve([{ n: 0 }])
      : db.select({ n: count() }).from(serviceRequests).innerJoin(customers, eq(customers.id, serviceRequests.customerId)).where(serviceFilter),
    q.kind === 'service'
      ? none
      : db
          .select({
            id: quoteRequests.id,
            title: quoteRequests.title,
            sku: quoteRequests.sku,
            quantity: quoteRequests.quantity,
            stockAtRequest: quoteRequests.stockAtRequest,
            status: quoteRequests.status,
            createdAt: quoteRequests.createdAt,
            ...customerCols,
          })
          .from(quoteRequests)
          .innerJoin(customers, eq(customers.id, quoteRequests.customerId))
          .where(quoteRequestFilter)
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(size)
          .offset((pages.quoteRequests - 1) * size),
    q.kind === 'service'
      ? Promise.resolve([{ n: 0 }])
      : db.select({ n: count() }).from(quoteRequests).innerJoin(customers, eq(customers.id, quoteRequests.customerId)).where(quoteRequestFilter),
    db
      .select({
        id: quotes.id,
        number: quotes.number,
        status: quotes.status,
        validUntil: quotes.validUntil,
        totalCents: quotes.totalCents,
        createdAt: quotes.createdAt,
        ...customerCols,
      })
      .from(quotes)
      .innerJoin(customers, eq(customers.id, quotes.customerId))
      .where(quoteFilter)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(size)
      .offset((pages.quotes - 1) * size),
    db.select({ n: count() }).from(quotes).innerJoin(customers, eq(customers.id, quotes.customerId)).where(quoteFilter),
  ]);
  const counts = service.length
    ? await db
        .select({ requestId: serviceRequestDevices.requestId, n: count() })
        .from(serviceRequestDevices)
        .where(inArray(serviceRequestDevices.requestId, service.map((s) => s.id)))
        .groupBy(serviceRequestDevices.requestId)
    : [];
  return {
    serviceRequests: service.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), deviceCount: counts.find((c) => c.requestId === s.id)?.n ?? 0 })),
    quoteRequests: quoteReqs.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    // an open quote past its validity can no longer be ordered: staff see it as expired
    quotes: quoteRows.map((r) => ({
      ...r,
      status: r.status === 'open' && r.validUntil.getTime() <= Date.now() ? ('expired' as const) : r.status,
      createdAt: r.createdAt.toISOString(),
      validUntil: r.validUntil.toISOString(),
    })),
    /** per list: the page shown, rows per page and how many rows the filters match */
    paging: {
      serviceRequests: { page: pages.serviceRequests, pageSize: size, total: serviceCount?.n ?? 0 },
      quoteRequests: { page: pages.quoteRequests, pageSize: size, total: quoteRequestCount?.n ?? 0 },
      quotes: { page: pages.quotes, pageSize: size, total: quoteCount?.n ?? 0 },
    },
  };
}

async function customerOf(customerId: string) {
  const db = await getDb();
  const [c] = await db
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, company: customers.company, phone: customers.phone, locale: customers.locale })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c) throw new NotFoundError('Customer not found.');
  return c;
}

/** One service request with its customer, devices and history. */
export async function getAdminServiceRequest(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  if (!r) throw new NotFoundError('Service request not found.');
  const deviceRows = await db
    .select({ id: devices.id, serialNumber: devices.serialNumber, title: devices.title, status: devices.status })
    .from(serviceRequestDevices)
    .innerJoin(devices, eq(devices.id, serviceRequestDevices.deviceId))
    .where(eq(serviceRequestDevices.requestId, id))
    .orderBy(asc(devices.serialNumber));
  return {
    kind: 'service' as const,
    id: r.id,
    number: r.number,
    requestKind: r.kind,
    status: r.status,
    pickupAddress: r.pickupAddress,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    preferredDate: r.preferredDate,
    customerNote: r.note,
    note: r.staffNote,
    createdAt: r.createdAt.toISOString(),
    customer: await customerOf(r.customerId),
    devices: deviceRows,
    history: await historyOf('service_request', id),
  };
}

/** One quote request with its customer and history. */
export async function getAdminQuoteRequest(id: string) {
  const db = await getDb();
  const [r] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  if (!r) throw new NotFoundError('Quote request not found.');
  return {
    kind: 'quote' as const,
    id: r.id,
    productHandle: r.productHandle,
    title: r.title,
    sku: r.sku,
    quantity: r.quantity,
    stockAtRequest: r.stockAtRequest,
    customerNote: r.message,
    locale: r.locale,
    status: r.status,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    customer: await customerOf(r.customerId),
    history: await historyOf('quote_request', id),
  };
}

/** Changes a service request's status and/or the staff note; records both before and after. */
export async function updateAdminServiceRequest(staff: Staff, id: string, change: { status?: ServiceRequestStatus; note?: string | null }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: serviceRequests.status, note: serviceRequests.staffNote }).from(serviceRequests).where(eq(serviceRequests.id, id)).for('update');
    if (!row) throw new NotFoundError('Service request not found.');
    const after = { status: change.status ?? row.status, note: change.note === undefined ? row.note : change.note };
    await tx.update(serviceRequests).set({ status: after.status, staffNote: after.note, updatedAt: new Date() }).where(eq(serviceRequests.id, id));
    await recordAuditInTx(tx, staff, { action: 'service_request.update', entityType: 'service_request', entityId: id, before: row, after });
  });
  return getAdminServiceRequest(id);
}

/** Changes a quote request's status and/or the staff note; records both before and after. */
export async function updateAdminQuoteRequest(staff: Staff, id: string, change: { status?: AdminQuoteRequestStatus; note?: string | null }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ status: quoteRequests.status, note: quoteRequests.note }).from(quoteRequests).where(eq(quoteRequests.id, id)).for('update');
    if (!row) throw new NotFoundError('Quote request not found.');
    const after = { status: change.status ?? row.status, note: change.note === undefined ? row.note : change.note };
    await tx.update(quoteRequests).set({ ...after, updatedAt: new Date() }).where(eq(quoteRequests.id, id));
    await recordAuditInTx(tx, staff, { action: 'quote_request.update', entityType: 'quote_request', entityId: id, before: row, after });
  });
  return getAdminQuoteRequest(id);
}

/** Answers a service or quote request by mail to the customer's address. */
export async function answerAdminRequest(staff: Staff, kind: 'service' | 'quote', id: string, mail: AdminAnswerMail) {
  const db = await getDb();
  const table = kind === 'service' ? serviceRequests : quoteRequests;
  const [row] = await db.select({ email: customers.email }).from(table).innerJoin(customers, eq(customers.id, table.customerId)).where(eq(table.id, id));
  if (!row) throw new NotFoundError('Request not found.');
  return sendAnswerMail(staff, { entityType: kind === 'service' ? 'service_request' : 'quote_request', entityId: id, to: row.email }, mail);
}

/** `service` or `quote` from a page's path segment (`ctx.params`); anything else is a 404. */
export function assertRequestKind(value: unknown): AdminRequestKind {
  return routeParam(value, adminRequestKind);
}

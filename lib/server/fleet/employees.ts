import '@/lib/server/only';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import { employeeSchema, type EmployeeInput, type EmployeeUpdate } from '@/lib/contracts/fleet';
import type { EmployeeDetail, EmployeeView } from '@/lib/fleet/types';
import { getDb, type DbOrTx } from '../db';
import { devices, employees } from '../db/schema';
import { ConflictError, HttpError, NotFoundError } from '../http/errors';
import { listDevices } from './devices';
import { isUniqueViolation } from '../db/errors';

type EmployeeRow = typeof employees.$inferSelect;

function toView(r: EmployeeRow, deviceCount: number): EmployeeView {
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    department: r.department,
    deviceCount,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The number of devices an employee has, as a correlated count in a select over employees. The
 * correlation is a nested condition, where Drizzle always names the table: a bare `${employees.id}`
 * in a one-table select is written as plain "id" and would name the device's own id.
 */
const deviceCount = (db: DbOrTx) => db.$count(devices, eq(devices.employeeId, employees.id));

const emailTaken = () => new ConflictError('employee_email_taken', 'Another employee already has this e-mail address.', [{ path: 'email', code: 'email_taken' }]);

/** The customer's employees by last and first name, each with the number of devices they have. */
export async function listEmployees(customerId: string): Promise<EmployeeView[]> {
  const db = await getDb();
  const rows = await db
    .select({ e: employees, n: deviceCount(db) })
    .from(employees)
    .where(eq(employees.customerId, customerId))
    .orderBy(sql`${employees.lastName} collate "und-x-icu"`, sql`${employees.firstName} collate "und-x-icu"`);
  return rows.map((r) => toView(r.e, r.n));
}

async function ownEmployee(db: DbOrTx, customerId: string, employeeId: string, lock = false): Promise<EmployeeRow> {
  const q = db
    .select()
    .from(employees)
    .where(and(eq(employees.customerId, customerId), eq(employees.id, employeeId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new NotFoundError('Employee not found.');
  return row;
}

/** One employee of the customer with their devices; 404 when not theirs. */
export async function getEmployee(customerId: string, employeeId: string): Promise<EmployeeDetail> {
  const db = await getDb();
  const row = await ownEmployee(db, customerId, employeeId);
  const list = await listDevices(customerId, { employeeId, sort: 'model' });
  return { ...toView(row, list.length), devices: list };
}

/** Adds an employee; 409 when the e-mail is another employee's of the same customer. */
export async function createEmployee(customerId: string, input: EmployeeInput): Promise<EmployeeView> {
  const db = await getDb();
  try {
    const [row] = await db
      .insert(employees)
      .values({ id: randomUUID(), customerId, firstName: input.firstName, lastName: input.lastName, email: input.email ?? null, department: input.department ?? null })
      .returning();
    return toView(row!, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** Changes some fields of an employee (an empty optional field clears it). */
export async function updateEmployee(customerId: string, employeeId: string, update: EmployeeUpdate, present: string[]): Promise<EmployeeView> {
  const db = await getDb();
  await ownEmployee(db, customerId, employeeId);
  const set: Partial<typeof employees.$inferInsert> = { updatedAt: new Date() };
  if (update.firstName !== undefined) set.firstName = update.firstName;
  if (update.lastName !== undefined) set.lastName = update.lastName;
  if (present.includes('email')) set.email = update.email ?? null;
  if (present.includes('department')) set.department = update.department ?? null;
  try {
    await db.update(employees).set(set).where(and(eq(employees.customerId, customerId), eq(employees.id, employeeId)));
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const [row] = await db.select({ e: employees, n: deviceCount(db) }).from(employees).where(eq(employees.id, employeeId));
  return toView(row!.e, row!.n);
}

/** Deletes an employee; the devices they had go back to the customer's pool. Answers how many. */
export async function deleteEmployee(customerId: string, employeeId: string): Promise<{ returnedToPool: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await ownEmployee(tx, customerId, employeeId, true);
    const back = await tx
      .update(devices)
      .set({ status: 'in_pool', employeeId: null, updatedAt: new Date() })
      .where(and(eq(devices.customerId, customerId), eq(devices.employeeId, employeeId)))
      .returning({ id: devices.id });
    await tx.delete(employees).where(eq(employees.id, employeeId));
    return { returnedToPool: back.length };
  });
}

/** Column names the import understands, in German and English, folded to lower case without spaces, dashes or underscores. */
const HEADERS: Record<string, keyof EmployeeInput> = {
  firstname: 'firstName',
  vorname: 'firstName',
  lastname: 'lastName',
  nachname: 'lastName',
  surname: 'lastName',
  email: 'email',
  mail: 'email',
  emailadresse: 'email',
  emailaddress: 'email',
  department: 'department',
  abteilung: 'department',
};

/** One problem of an import: the file's line (1 = header), the field and an error code. */
type ImportError = { line: number; field: string | null; code: string };

const fold = (h: string) => h.trim().toLowerCase().replace(/[\s_-]/g, '');

/** Reads an employee CSV (comma or semicolon, header row, UTF-8 with or without BOM) and validates every row. */
function parseEmployeeCsv(text: string): { rows: { line: number; data: EmployeeInput }[]; errors: ImportError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, delimiter: [';', ','], relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, field: null, code: 'csv_malformed' }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], errors: [{ line: 1, field: null, code: 'csv_empty' }] };
  const columns = header.record.map((h) => HEADERS[fold(h)] ?? null);
  const errors: ImportError[] = [];
  for (const needed of ['firstName', 'lastName'] as const) {
    if (!columns.includes(needed)) errors.push({ line: header.info.lines, field: needed, code: 'column_missing' });
  }
  if (errors.length) return { rows: [], errors };
  if (body.length === 0) return { rows: [], errors: [{ line: header.info.lines, field: null, code: 'csv_no_rows' }] };
  if (body.length > 1000) return { rows: [], errors: [{ line: 1, field: null, code: 'csv_too_many_rows' }] };
  const rows: { line: number; data: EmployeeInput }[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const raw: Record<string, string> = {};
    columns.forEach((c, i) => {
      if (c && record[i] !== undefined) raw[c] = record[i]!;
    });
    const parsed = z.safeParse(employeeSchema, raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line: info.lines, field: String(issue.path[0] ?? ''), code: issue.message });
      continue;
    }
    const mail = parsed.data.email;
    if (mail) {
      if (seen.has(mail)) errors.push({ line: info.lines, field: 'email', code: 'email_duplicate_in_file' });
      seen.set(mail, info.lines);
    }
    rows.push({ line: info.lines, data: parsed.data });
  }
  return { rows, errors };
}

/**
 * Imports employees from a CSV: every row is validated first and nothing is stored when any row
 * is wrong (400 with the errors by line). E-mails already used by the customer's employees count
 * as errors too. Answers the number imported.
 */
export async function importEmployees(customerId: string, csv: string): Promise<{ imported: number }> {
  const { rows, errors } = parseEmployeeCsv(csv);
  const db = await getDb();
  const mails = rows.map((r) => r.data.email).filter((m): m is string => !!m);
  if (mails.length) {
    const taken = await db
      .select({ email: employees.email })
      .from(employees)
      .where(and(eq(employees.customerId, customerId), inArray(employees.email, mails)));
    const takenSet = new Set(taken.map((t) => t.email));
    for (const r of rows) if (r.data.email && takenSet.has(r.data.email)) errors.push({ line: r.line, field: 'email', code: 'email_taken' });
  }
  if (errors.length) {
    errors.sort((a, b) => a.line - b.line);
    throw new HttpError(400, 'import_invalid', 'The file has errors; nothing was imported.', {}, errors);
  }
  try {
    await db.insert(employees).values(
      rows.map(({ data: r }) => ({ id: randomUUID(), customerId, firstName: r.firstName, lastName: r.lastName, email: r.email ?? null, department: r.department ?? null })),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return { imported: rows.length };
}

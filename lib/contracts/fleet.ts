import * as z from 'zod/mini';
import { CATEGORIES } from '../catalog/constants';
import { DEVICE_STATUSES } from '../fleet/constants';
import { choice, email, line, optionalLine, paragraph } from './fields';

/**
 * Contracts of the fleet area: devices, employees, the device pool, end-of-life pickups and
 * shipping. Error messages are codes (see fields.ts); forms translate `error_<code>`.
 */

/** A resource id as the account API hands it out. */
export const resourceId = z.string().check(z.trim(), z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'invalid_id'));

/** 1..500 distinct device ids. */
export const deviceIdsSchema = z
  .array(resourceId)
  .check(
    z.minLength(1, 'required'),
    z.maxLength(500, 'too_long'),
    z.refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
  );

export const DEVICE_SORTS = ['purchased', 'serial', 'model', 'category', 'warranty', 'status', 'employee'] as const;
export type DeviceSort = (typeof DEVICE_SORTS)[number];

const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => (v === undefined || v === '' ? undefined : (v as T[number]))),
  ).check(z.refine((v) => v === undefined || (values as readonly string[]).includes(v), 'invalid_choice'));

/** `GET /v1/account/devices` query: search, filters and sort. `employeeId=none` means unassigned. */
export const deviceQuerySchema = z.object({
  q: optionalLine(100),
  category: optionalChoice(CATEGORIES),
  status: optionalChoice(DEVICE_STATUSES),
  employeeId: z.pipe(
    optionalLine(40),
    z.optional(z.union([z.literal('none'), resourceId])),
  ),
  sort: optionalChoice(DEVICE_SORTS),
  dir: optionalChoice(['asc', 'desc']),
});
export type DeviceQuery = Partial<z.output<typeof deviceQuerySchema>>;

const optionalEmail = z.pipe(optionalLine(254), z.optional(email));

/** An employee as created or replaced by the customer. */
export const employeeSchema = z.object({
  firstName: line(100),
  lastName: line(100),
  email: optionalEmail,
  department: optionalLine(100),
});
export type EmployeeInput = z.output<typeof employeeSchema>;

/** `PATCH /v1/account/employees/{id}`: any of the fields. */
export const employeeUpdateSchema = z.partial(employeeSchema);
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

/** `POST /v1/account/devices/assign` */
export const assignDevicesSchema = z.object({ deviceIds: deviceIdsSchema, employeeId: resourceId });

/** `POST /v1/account/devices/pool`: back to the pool. */
export const returnToPoolSchema = z.object({ deviceIds: deviceIdsSchema });

/** `POST /v1/account/employees/import`: the CSV file's text (UTF-8, header row). */
export const employeeImportSchema = z.object({ csv: z.string().check(z.minLength(1, 'required'), z.maxLength(200_000, 'too_long')) });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A pickup address (Germany and neighbours ship with the same carrier). */
const pickupAddressSchema = z.object({
  street: line(200),
  postalCode: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^[0-9A-Za-z -]{3,10}$/, 'postal_code_invalid')),
  city: line(100),
  country: z.pipe(z.string().check(z.trim(), z.toUpperCase()), choice(['DE', 'AT', 'CH', 'NL', 'BE', 'LU', 'FR', 'DK', 'PL', 'CZ'])),
  company: optionalLine(200),
});

/** `POST /v1/account/service-requests`: an end-of-life pickup of some devices. */
export const endOfLifeRequestSchema = z.object({
  deviceIds: deviceIdsSchema,
  contactName: line(200),
  contactPhone: optionalLine(40),
  pickupAddress: pickupAddressSchema,
  preferredDate: z.pipe(
    optionalLine(10),
    z.optional(z.string().check(z.regex(ISO_DATE, { message: 'date_invalid', abort: true }), z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'date_invalid'))),
  ),
  note: z.optional(paragraph(2000, 0)),
});

/** A serial number: 4–40 letters, digits and dashes, stored upper-case. */
export const serialNumberSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, 'serial_invalid'));

/** Shipping an order: a tracking number, optionally the serial numbers of some lines. */
export const shipOrderSchema = z.object({
  trackingNumber: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/, 'tracking_invalid')),
  carrier: optionalLine(40),
  serials: z.optional(
    z.array(z.object({ position: z.int().check(z.minimum(1)), serials: z.array(serialNumberSchema).check(z.minLength(1), z.maxLength(1000)) })).check(z.maxLength(200)),
  ),
});
export type ShipOrderInput = z.input<typeof shipOrderSchema>;

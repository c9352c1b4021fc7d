import { relations, sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEVICE_STATUSES, SERVICE_REQUEST_STATUSES, type DeviceStatus, type ServiceRequestStatus } from '../../../fleet/constants';
import type { Category } from '../../../catalog/constants';
import { customers } from './accounts';
import type { PostalAddress } from './address';
import { orders } from './commerce';
import { variants } from './catalog';

export { DEVICE_STATUSES, SERVICE_REQUEST_STATUSES, type DeviceStatus, type ServiceRequestStatus };

/** People of a business customer who can be handed devices. */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** stored lower-case; unique per customer when set */
    email: text('email'),
    department: text('department'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employees_customer_idx').on(t.customerId, t.lastName),
    uniqueIndex('employees_customer_email_uq').on(t.customerId, t.email).where(sql`${t.email} is not null`),
  ],
);

/**
 * Every unit shipped is a device with its own serial number. Guest orders' units are kept too
 * (the serial belongs to the order), with no customer.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the order line (1-based) and the unit within it (1..quantity) */
    linePosition: integer('line_position').notNull(),
    unitNo: integer('unit_no').notNull(),
    serialNumber: text('serial_number').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    productHandle: text('product_handle').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    grade: text('grade').notNull(),
    options: text('options').notNull().default(''),
    category: text('category').$type<Category>().notNull(),
    /** kg CO2e avoided by this unit (the order line's figure) */
    co2Kg: integer('co2_kg').notNull(),
    /** the order's date */
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    /** last day of the 12-month warranty, counted from shipping */
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }).notNull(),
    status: text('status').$type<DeviceStatus>().notNull().default('in_pool'),
    employeeId: uuid('employee_id').references(() => employees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('devices_serial_uq').on(t.serialNumber),
    uniqueIndex('devices_order_unit_uq').on(t.orderId, t.linePosition, t.unitNo),
    index('devices_customer_idx').on(t.customerId, t.status),
    index('devices_employee_idx').on(t.employeeId),
    check('devices_status_valid', sql`${t.status} in ('in_use', 'in_pool', 'in_repair', 'returned', 'end_of_life')`),
    // a device is in use exactly when someone has it
    check('devices_in_use_has_employee', sql`(${t.employeeId} is null) = (${t.status} <> 'in_use')`),
  ],
);

/** Gapless numbers of service requests per year: EOL-2026-00001. */
export const serviceRequestCounters = pgTable('service_request_counters', {
  year: integer('year').primaryKey(),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** A customer's request to Zweitwerk about some of their devices (today: end-of-life pickup). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'end_of_life_pickup'>().notNull(),
    status: text('status').$type<ServiceRequestStatus>().notNull().default('open'),
    pickupAddress: jsonb('pickup_address').$type<PostalAddress>().notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    preferredDate: date('preferred_date', { mode: 'string' }),
    /** the customer's own note on the request */
    note: text('note'),
    /** internal note of the back office; never shown to the customer */
    staffNote: text('staff_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('service_requests_number_uq').on(t.number), index('service_requests_customer_idx').on(t.customerId, t.createdAt)],
);

/** The devices a service request is about. */
export const serviceRequestDevices = pgTable(
  'service_request_devices',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.deviceId] }), index('service_request_devices_device_idx').on(t.deviceId)],
);

export const employeesRelations = relations(employees, ({ many }) => ({ devices: many(devices) }));
export const devicesRelations = relations(devices, ({ one }) => ({
  employee: one(employees, { fields: [devices.employeeId], references: [employees.id] }),
  order: one(orders, { fields: [devices.orderId], references: [orders.id] }),
}));
export const serviceRequestsRelations = relations(serviceRequests, ({ many }) => ({ devices: many(serviceRequestDevices) }));
export const serviceRequestDevicesRelations = relations(serviceRequestDevices, ({ one }) => ({
  request: one(serviceRequests, { fields: [serviceRequestDevices.requestId], references: [serviceRequests.id] }),
  device: one(devices, { fields: [serviceRequestDevices.deviceId], references: [devices.id] }),
}));

import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PostalAddress } from './address';

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    /** stored lower-case; unique */
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash (see lib/server/security/password.ts) */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    customerType: text('customer_type').$type<'private' | 'business'>().notNull(),
    company: text('company'),
    vatId: text('vat_id'),
    phone: text('phone'),
    newsletter: boolean('newsletter').notNull().default(false),
    role: text('role').$type<'customer' | 'staff'>().notNull().default('customer'),
    locale: text('locale').$type<'de' | 'en'>().notNull().default('de'),
    /** business customers: show prices net of VAT across the shop (consumers always see gross) */
    pricesNet: boolean('prices_net').notNull().default(false),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    /** tokens issued before this instant are refused */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().default(sql`to_timestamp(0)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_uq').on(t.email)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** sha256 of the token sent by mail; the token itself is never stored */
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_customer_idx').on(t.customerId)],
);

/** Sessions of the built-in shop platform, opened by a Multipass login. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    /** sha256 of the session cookie value */
    idHash: text('id_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_sessions_customer_idx').on(t.customerId)],
);

/** Multipass tokens already used, kept until they would have expired anyway (replay guard). */
export const multipassUses = pgTable('multipass_uses', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Auth tokens ended by a logout before their expiry (by `jti`), kept until they would have
 * expired anyway. Other tokens of the same customer (other devices) stay valid.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

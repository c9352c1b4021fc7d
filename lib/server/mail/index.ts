import '@/lib/server/only';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { logger } from '../logger';

export { escapeHtml } from './html';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** e.g. 'order-confirmation', 'password-reset': lets tests and logs find a mail */
  tag: string;
};

/** A mail as written to the outbox folder (one JSON file per mail, plus the raw .eml). */
export type OutboxMail = OutgoingMail & { id: string; from: string; createdAt: string };

let transport: Transporter | undefined;

function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/** The outbox folder used when SMTP_URL is unset: DATA_DIR/outbox. */
function outboxDir(): string {
  return path.join(env().DATA_DIR, 'outbox');
}

// process-wide: pages and API routes are bundled with separate module registries
const globalForMail = globalThis as unknown as { __zwMailsPending?: Set<Promise<unknown>> };

function pending(): Set<Promise<unknown>> {
  globalForMail.__zwMailsPending ??= new Set();
  return globalForMail.__zwMailsPending;
}

function track<T>(work: Promise<T>): Promise<T> {
  const set = pending();
  set.add(work);
  const done = () => void set.delete(work);
  work.then(done, done);
  return work;
}

/**
 * Mail work that runs after the answer has gone out (a password reset must not tell by its timing
 * whether the account exists). Every send is tracked too, so `idle()` is the moment after which no
 * mail started so far can still arrive: tests assert "no mail was sent" then, and a shutdown may
 * wait for it.
 */
export const mailQueue = {
  /** Registers work that ends in sending mail (its failures must be handled by the work itself). */
  defer(work: Promise<void>): void {
    track(work);
  },
  /** Settles when every deferred work and every send begun so far (or while waiting) has settled. */
  async idle(): Promise<void> {
    const set = pending();
    while (set.size > 0) await Promise.allSettled([...set]);
  },
};

/**
 * Sends a mail over SMTP when SMTP_URL is set; otherwise writes it to DATA_DIR/outbox as JSON
 * and as a raw .eml built by nodemailer, so a demo or test can read exactly what would be sent.
 */
export function sendMail(mail: OutgoingMail): Promise<{ id: string; delivered: 'smtp' | 'outbox' }> {
  return track(deliver(mail));
}

async function deliver(mail: OutgoingMail): Promise<{ id: string; delivered: 'smtp' | 'outbox' }> {
  const from = env().MAIL_FROM;
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
  const message = { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: { 'X-Zweitwerk-Tag': mail.tag } };
  const live = smtp();
  if (live) {
    await live.sendMail(message);
    logger.info({ to: mail.to, tag: mail.tag }, 'mail sent');
    return { id, delivered: 'smtp' };
  }
  const dir = outboxDir();
  fs.mkdirSync(dir, { recursive: true });
  const raw = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message);
  fs.writeFileSync(path.join(dir, `${id}.eml`), raw.message as Buffer);
  const record: OutboxMail = { ...mail, id, from, createdAt: new Date().toISOString() };
  fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(record, null, 2));
  logger.info({ to: mail.to, tag: mail.tag, id }, 'mail written to outbox');
  return { id, delivered: 'outbox' };
}

/** Mails in the outbox, newest last (tests, the demo). */
export function readOutbox(): OutboxMail[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMail);
}

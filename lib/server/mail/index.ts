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
export function outboxDir(): string {
  return path.join(env().DATA_DIR, 'outbox');
}

/**
 * Sends a mail over SMTP when SMTP_URL is set; otherwise writes it to DATA_DIR/outbox as JSON
 * and as a raw .eml built by nodemailer, so a demo or test can read exactly what would be sent.
 */
export async function sendMail(mail: OutgoingMail): Promise<{ id: string; delivered: 'smtp' | 'outbox' }> {
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

import '@/lib/server/only';
import type { GetServerSideProps } from 'next';
import { topicFromQuery, type LeadTopic } from '@/lib/contracts/lead';
import { inspectConfirmation, inspectUnsubscribe, newsletterHelpAddress, type TokenView } from '../leads';
import { basePageProps, setPrivateNoStore, setPublicCache } from '../page-props';

const NAMESPACES = ['leads'];

export type ContactPageProps = { topic: LeadTopic | null };

/** /contact?topic=endOfLife|Leasing|other: the topic to preselect (unknown values preselect none). */
export const contactProps: GetServerSideProps<ContactPageProps> = async (ctx) => {
  setPublicCache(ctx);
  return { props: { ...(await basePageProps(ctx.locale, NAMESPACES)), topic: topicFromQuery(ctx.query.topic) } };
};

/** Landing pages, the affiliate page and the newsletter page: text and a form, nothing per visitor. */
export const leadPageProps: GetServerSideProps = async (ctx) => {
  setPublicCache(ctx);
  return { props: await basePageProps(ctx.locale, NAMESPACES) };
};

export type NewsletterTokenPageProps = { token: string; view: TokenView; helpEmail: string };

function tokenOf(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return typeof raw === 'string' ? raw.slice(0, 2000) : '';
}

/** /newsletter/confirm?token=: shows what the link will do; the visitor confirms with a button (mail scanners that open links confirm nothing). */
export const newsletterConfirmProps: GetServerSideProps<NewsletterTokenPageProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const token = tokenOf(ctx.query.token);
  const view = await inspectConfirmation(token);
  return { props: { ...(await basePageProps(ctx.locale, NAMESPACES)), token, view, helpEmail: newsletterHelpAddress } };
};

/** /newsletter/unsubscribe?token=: names the address; the visitor unsubscribes with a button. */
export const newsletterUnsubscribeProps: GetServerSideProps<NewsletterTokenPageProps> = async (ctx) => {
  setPrivateNoStore(ctx);
  const token = tokenOf(ctx.query.token);
  const view = await inspectUnsubscribe(token);
  return { props: { ...(await basePageProps(ctx.locale, NAMESPACES)), token, view, helpEmail: newsletterHelpAddress } };
};

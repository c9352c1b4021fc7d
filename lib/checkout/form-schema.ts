import * as z from 'zod/mini';
import { orderDetails } from '../contracts/checkout';
import { draftToDetails, type CheckoutDraft } from './draft';

/**
 * The checkout form's schema: the draft as typed, turned into order details and judged by the
 * checkout contract, the same one POST /api/checkout parses with. Error paths are the draft's.
 */
export const checkoutFormSchema = z.pipe(
  z.transform((d: CheckoutDraft) => draftToDetails(d)),
  orderDetails,
);

import '@/lib/server/only';

/**
 * The built-in shop platform's public face: carts, the checkout and its orders, payment, shipping
 * and cancellation, the thank-you page's access, 'order again', and Multipass single sign-on.
 */
export {
  addCartLine,
  createCart,
  EMPTY_CART_MAX_AGE_MS,
  getCart,
  isCheckoutCompleted,
  MAX_LINE_QUANTITY,
  readCartLines,
  removeCartLine,
  startCartSweep,
  sweepEmptyCarts,
  updateCartLine,
} from './cart';
export {
  afterOrderPlaced,
  checkoutRequestHash,
  formatOrderNumber,
  idempotencyKeyOf,
  insertOrderInTx,
  invoiceNotAllowed,
  listOrderNumbers,
  orderYear,
  placeOrder,
  type OrderLineSpec,
  type OrderSpec,
  type PlacedOrder,
} from './checkout';
export { getOrderById, getOrderForViewer } from './orders';
export { renderOrderConfirmation, sendOrderConfirmation } from './order-mail';
export { accessTokenMatches, hashAccessToken, ORDER_ACCESS_MAX_AGE_S, orderAccessCookie, orderAccessCookieName, orderAccessToken } from './order-access';
export { markOrderPaid, type PaidResult } from './payments';
export { cancelOrder, renderShippingMail, shipOrder, type ShipResult } from './fulfilment';
export { reorder, type ReorderResult } from './reorder';
export { totalCo2AvoidedKg } from './co2-total';
export { logoutLocale } from './logout';
export {
  endPlatformSession,
  multipassUrl,
  PLATFORM_SESSION_COOKIE,
  PLATFORM_SESSION_TTL_MS,
  platformSessionCookie,
  signInWithMultipass,
  type MultipassSignIn,
} from './multipass-sso';

import '@/lib/server/only';

/**
 * The built-in shop platform's public face: carts, the checkout and its orders, payment, shipping
 * and cancellation, the thank-you page's access, 'order again', and Multipass single sign-on.
 */
export {
  addCartLine,
  createCart,
  getCart,
  isCheckoutCompleted,
  readCartLines,
  removeCartLine,
  startCartSweep,
  updateCartLine,
} from './cart';
export {
  afterOrderPlaced,
  idempotencyKeyOf,
  insertOrderInTx,
  placeOrder,
  type PlacedOrder,
} from './checkout';
export { getOrderForViewer } from './orders';
export { orderAccessCookie, orderAccessCookieName } from './order-access';
export { markOrderPaid } from './payments';
export { cancelOrder, shipOrder } from './fulfilment';
export { reorder } from './reorder';
export { totalCo2AvoidedKg } from './co2-total';
export { logoutLocale } from './logout';
export {
  endPlatformSession,
  multipassUrl,
  PLATFORM_SESSION_COOKIE,
  platformSessionCookie,
  signInWithMultipass,
} from './multipass-sso';

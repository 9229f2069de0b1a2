/** The cart module's public face: the only file other modules import. */
export {
  addLine,
  closeCheckoutCart,
  holdsOpenGift,
  lockCartForCheckout,
  mergeGuestCart,
  readCart,
  reopenCheckoutCart,
  type CartOwner,
  type PricedCart,
} from './cart.service.ts';
export { giftCartDemand } from './cart.queries.ts';

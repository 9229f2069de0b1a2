/** Gifting's public face: the only file other modules import. */
export { storeOrigin } from './gifting-links.ts';
export {
  getCartGiftingLink,
  giftingOfOrder,
  isGiftingLinkOpen,
  lockKitBudget,
  openGiftingLink,
  redeemGiftingLink,
  type CartGiftingLink,
} from './gifting.service.ts';
export { recordGiftChosen } from './campaigns.service.ts';

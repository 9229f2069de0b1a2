/** The gift cards' public face: the only file other modules import. */
export {
  findEntryGiftCard,
  findEntryGiftCardBalance,
  findUsableGiftCard,
  giftCardMail,
  issueGiftCards,
  redeemGiftCard,
  refundOrderGiftCards,
  returnGiftCardAmount,
  type GiftCardRow,
  type IssuedGiftCard,
  type UsableGiftCard,
} from './gift-cards.service.ts';

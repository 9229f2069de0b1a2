import {
  AddCartLineBody,
  ApiError,
  CartLineParams,
  CartResponse,
  CheckProductVariantsBody,
  CheckProductVariantsResponse,
  GiftingTokens,
  StorefrontParams,
  UpdateCartLineBody,
} from '@storefront/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRIVATE_STORE_ERRORS } from '../../plugins/error-handler.ts';
import { setCartCookie } from './cart-id.ts';
import {
  addLine,
  changeLineQuantity,
  clearCart,
  enterGiftingMode,
  findInactiveVariants,
  readCart,
  removeLine,
  type CartOwner,
} from './cart.service.ts';

/** Guests keep their cart through the httpOnly cookie; a signed-in user's cart is their own. */
function rememberCart(reply: FastifyReply, owner: CartOwner, cartId: string | null) {
  if (owner.userId !== null || !cartId) return;
  setCartCookie(reply, cartId);
}

const CART_DESCRIPTION =
  'The cart of the signed-in user, else the guest cart named by the `cart_id` cookie or the ' +
  '`Cart-Id` header. Prices, stock and status are re-read from the catalogue on every call; ' +
  'lines are grouped into parcels by warehouse (gift cards last).';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const answerCart = async (owner: CartOwner, reply: FastifyReply) => {
    const { pricedLines: _lines, giftingLink: _link, ...cart } = await readCart(app.db, owner);
    rememberCart(reply, owner, cart.id);
    return { data: cart };
  };

  app.get(
    '/storefronts/:storefrontId/cart',
    {
      // Kept only for a request with no cart, session or grant (decision 0028): the empty cart.
      config: { readCache: 'api' },
      schema: {
        tags: ['cart'],
        summary: 'The current cart',
        description: CART_DESCRIPTION,
        params: StorefrontParams,
        response: { 200: CartResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request, reply) => answerCart(await request.cartOwner(), reply),
  );

  app.post(
    '/storefronts/:storefrontId/cart/lines',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart'],
        summary: 'Add an item to the cart (§5 rules)',
        description:
          'Creates the cart when there is none and sets the `cart_id` cookie. 422 with the §5 ' +
          'message and a field error: "Please select a color!", "Please select a size!", ' +
          '"Please select amount", "Please enter a valid gift card amount!", "The gift card ' +
          'amount can be at most $1,000.00." (the store\'s `gift_card_amount_max_cents`), ' +
          '"At most 10,000 of one item fit in the cart.", "Selected size is ' +
          'not available", "Out of Stock" (this and the same size already in the cart exceed the ' +
          'stock), "Please enter a valid email address!", the note limit, "Please fill in the ' +
          'required fields." (errors keyed `input_fields.<id>`), and the approval warnings. ' +
          'Answers the whole cart. ' +
          CART_DESCRIPTION,
        params: StorefrontParams,
        body: AddCartLineBody,
        response: {
          201: CartResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      const { giftCardAmountMaxCents } = await request.storefront();
      const cart = await addLine(app.db, owner, request.body, giftCardAmountMaxCents);
      reply.status(201);
      return answerCart({ ...owner, cartId: cart.id }, reply);
    },
  );

  app.patch(
    '/storefronts/:storefrontId/cart/lines/:lineId',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart'],
        summary: 'Change the quantity of a cart line',
        description: '422 "Out of Stock" when the size has fewer units. Answers the whole cart.',
        params: CartLineParams,
        body: UpdateCartLineBody,
        response: {
          200: CartResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
          422: ApiError,
        },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      await changeLineQuantity(app.db, owner, request.params.lineId, request.body.quantity);
      return answerCart(owner, reply);
    },
  );

  app.delete(
    '/storefronts/:storefrontId/cart/lines/:lineId',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        description: 'Answers the whole cart.',
        params: CartLineParams,
        response: { 200: CartResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      await removeLine(app.db, owner, request.params.lineId);
      return answerCart(owner, reply);
    },
  );

  app.put(
    '/storefronts/:storefrontId/cart/gifting',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart', 'gifting'],
        summary: 'Enter gifting mode with a recipient’s link (§4)',
        description:
          'The kit `token` and the recipient’s `user_token` of the link. A different link, or ' +
          'none, empties the cart first; the same link again keeps its lines (coming back to the ' +
          'kit). In gifting mode only the kit’s products go into the cart, each up to its max ' +
          'quantity (§5 Kit), and checkout asks for an address only. 404 "There was an error ' +
          'loading the kit. Please try again later." for an unknown, expired or foreign link, ' +
          '404 "This gift has already been redeemed." for a used one. Answers the whole cart, ' +
          '`gifting` filled. ' +
          CART_DESCRIPTION,
        params: StorefrontParams,
        body: GiftingTokens,
        response: { 200: CartResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      const cart = await enterGiftingMode(app.db, owner, request.body);
      return answerCart({ ...owner, cartId: cart.id }, reply);
    },
  );

  app.delete(
    '/storefronts/:storefrontId/cart',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart', 'gifting'],
        summary: 'Empty the cart and leave gifting mode',
        description:
          'Discard on the gifting banner, and entering the kit page without a token (§4). ' +
          'Answers the (empty) cart.',
        params: StorefrontParams,
        response: { 200: CartResponse, 400: ApiError, ...PRIVATE_STORE_ERRORS, 404: ApiError },
      },
    },
    async (request, reply) => {
      const owner = await request.cartOwner();
      await clearCart(app.db, owner);
      return answerCart(owner, reply);
    },
  );

  app.post(
    '/storefronts/:storefrontId/check-product-variants',
    {
      // Changes nothing a shopper reads of the store: its kept answers stay (0028).
      config: { leavesReadCache: true },
      schema: {
        tags: ['cart'],
        summary: 'Which of these variants can no longer be bought (§7)',
        description:
          'A variant is inactive when it or its product is no longer listed, approved or offered, ' +
          'or it is not a variant of this store.',
        params: StorefrontParams,
        body: CheckProductVariantsBody,
        response: {
          200: CheckProductVariantsResponse,
          400: ApiError,
          ...PRIVATE_STORE_ERRORS,
          404: ApiError,
        },
      },
    },
    async (request) => {
      const store = await request.storefront();
      const ids = await findInactiveVariants(app.db, store.id, request.body.product_variant_ids);
      return { data: { inactive_product_variants: ids } };
    },
  );
};

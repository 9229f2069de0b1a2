import {
  ApiError,
  ConsoleGiftCardListQuery,
  ConsoleGiftCardListResponse,
  ConsoleGiftCardParams,
  ConsoleGiftCardResponse,
  IssueGiftCardBody,
  IssueGiftCardsCsvBody,
  IssueGiftCardsCsvResponse,
  IssuedGiftCardResponse,
  SetGiftCardEnabledBody,
  StorefrontParams,
  StorefrontSettings,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../plugins/auth.ts';
import {
  getConsoleGiftCard,
  issueConsoleGiftCard,
  issueGiftCardsFromCsv,
  listConsoleGiftCards,
  setGiftCardEnabled,
  type IssuingStore,
} from './console-gift-cards.service.ts';

/** The request's store as a card is issued in it: name, colours, gift-card maximum. */
async function issuingStoreOf(request: FastifyRequest): Promise<IssuingStore> {
  const store = await request.storefront();
  const settings = StorefrontSettings.safeParse(store.settings);
  return {
    id: store.id,
    name: store.name,
    giftCardAmountMaxCents: store.giftCardAmountMaxCents,
    primaryColor: settings.success ? settings.data.primaryColor : undefined,
  };
}

/** The console's gift cards (decision 0023): staff read; owners issue, disable and enable. */
export const consoleGiftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/storefronts/:storefrontId/admin/gift-cards';
  const deps = { db: app.db, mailer: app.mailer };

  app.get(
    base,
    {
      schema: {
        tags: ['console-gift-cards'],
        summary: "The store's gift cards: search, state filter, paging (staff)",
        description:
          'q is the last four characters of a code or part of the recipient’s e-mail. Codes are ' +
          'never listed: only their last four characters.',
        params: StorefrontParams,
        querystring: ConsoleGiftCardListQuery,
        response: { 200: ConsoleGiftCardListResponse },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => listConsoleGiftCards(app.db, (await request.storefront()).id, request.query),
  );

  app.get(
    `${base}/:giftCardId`,
    {
      schema: {
        tags: ['console-gift-cards'],
        summary: 'One gift card with its ledger (staff)',
        params: ConsoleGiftCardParams,
        response: { 200: ConsoleGiftCardResponse, 404: ApiError },
      },
      config: { storeRole: 'staff' },
    },
    async (request) => ({
      data: await getConsoleGiftCard(
        app.db,
        (await request.storefront()).id,
        request.params.giftCardId,
      ),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['console-gift-cards'],
        summary: 'Issue one gift card and mail its code to the recipient (owner)',
        description:
          'The amount is in cents, at most the store’s gift-card maximum. The answer carries the ' +
          'code: the only time it is shown; the database keeps its digest.',
        params: StorefrontParams,
        body: IssueGiftCardBody,
        response: { 201: IssuedGiftCardResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const card = await issueConsoleGiftCard(
        deps,
        await issuingStoreOf(request),
        request.origin(),
        request.body,
        await auditActorOf(request),
      );
      return reply.status(201).send({ data: card });
    },
  );

  app.post(
    `${base}/csv`,
    {
      schema: {
        tags: ['console-gift-cards'],
        summary: 'Issue gift cards from a CSV of amount,email (owner)',
        description:
          'Amounts in dollars. dry_run (the default) lists the cards and every bad row by line; ' +
          'applying issues all of them, or nothing (422) when any row is bad. Codes go by mail only.',
        params: StorefrontParams,
        body: IssueGiftCardsCsvBody,
        response: { 200: IssueGiftCardsCsvResponse, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({
      data: await issueGiftCardsFromCsv(
        deps,
        await issuingStoreOf(request),
        request.origin(),
        request.body,
        await auditActorOf(request),
      ),
    }),
  );

  app.put(
    `${base}/:giftCardId/enabled`,
    {
      schema: {
        tags: ['console-gift-cards'],
        summary: 'Disable or enable a gift card (owner)',
        description: 'A disabled card pays for nothing and opens no private store.',
        params: ConsoleGiftCardParams,
        body: SetGiftCardEnabledBody,
        response: { 200: ConsoleGiftCardResponse, 404: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({
      data: await setGiftCardEnabled(
        app.db,
        (await request.storefront()).id,
        request.params.giftCardId,
        request.body.enabled,
        await auditActorOf(request),
      ),
    }),
  );
};

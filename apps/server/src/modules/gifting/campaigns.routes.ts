import {
  ApiError,
  CampaignChangeBody,
  CampaignDemandResponse,
  CampaignFunnelResponse,
  CampaignListResponse,
  CampaignParams,
  CampaignRecipientListResponse,
  CampaignRecipientsBody,
  CampaignResponse,
  NewCampaignBody,
  RecipientActionBody,
  RecipientActionResponse,
  RecipientsDryRunResponse,
  StorefrontParams,
  TestClockBody,
  TestClockResponse,
  TrackingParams,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdjustableClock } from '../../lib/clock.ts';
import { auditActorOf } from '../../plugins/auth.ts';
import { storeOrigin } from './gifting-links.ts';
import {
  actOnRecipients,
  campaignDemand,
  campaignFunnel,
  changeCampaign,
  createCampaign,
  dryRunRecipients,
  exportRecipients,
  getCampaign,
  listCampaigns,
  listRecipients,
  recordEmailOpened,
  sendCampaignReminders,
  sendRecipients,
  type CampaignDeps,
  type ReminderDeps,
} from './campaigns.service.ts';

export type CampaignRoutesOptions = Omit<CampaignDeps, 'db' | 'mailer' | 'clock'> & {
  clock: AdjustableClock;
};

/** The queue job that mails campaign reminders: hourly, once over all instances. */
export const CAMPAIGN_REMINDERS = 'gifting.campaign-reminders';
export const CAMPAIGN_REMINDERS_CRON = '0 * * * *';

declare module '../../plugins/jobs.ts' {
  interface JobData {
    [CAMPAIGN_REMINDERS]: Record<string, never>;
  }
}

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const OWNER = { storeRole: 'owner' } as const;
const TAGS = ['gifting'];

/** The console's gifting campaigns (issue #17), the e-mail pixel and the reminder job. */
export const campaignRoutes: FastifyPluginAsyncZod<CampaignRoutesOptions> = async (app, opts) => {
  const deps: CampaignDeps = { ...opts, db: app.db, mailer: app.mailer };
  const reminderDeps: ReminderDeps = {
    db: app.db,
    mailer: app.mailer,
    clock: opts.clock,
    origin: (store) => storeOrigin(store, app.config.port),
  };
  const owner = async (request: FastifyRequest) => ({
    store: await request.storefront(),
    actor: await auditActorOf(request),
    origin: `${request.protocol}://${request.host}`,
  });

  await app.jobs.work(CAMPAIGN_REMINDERS, () => sendCampaignReminders(reminderDeps), {
    oneWaiting: true,
  });
  await app.jobs.schedule(CAMPAIGN_REMINDERS, CAMPAIGN_REMINDERS_CRON, {});

  app.get(
    '/storefronts/:storefrontId/campaigns',
    {
      schema: {
        tags: TAGS,
        summary: 'The store’s gifting campaigns with their funnel counts (store owner)',
        params: StorefrontParams,
        response: { 200: CampaignListResponse },
      },
      config: OWNER,
    },
    async (request) => ({ data: await listCampaigns(deps, (await request.storefront()).id) }),
  );

  app.post(
    '/storefronts/:storefrontId/campaigns',
    {
      schema: {
        tags: TAGS,
        summary: 'Create a gifting campaign: a kit with its settings (store owner)',
        description:
          'Products the store sells, each with `required` and `quantity`; `amount` picks in all ' +
          '(at least the required products). 422 otherwise.',
        params: StorefrontParams,
        body: NewCampaignBody,
        response: { 201: CampaignResponse, 422: ApiError },
      },
      config: OWNER,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createCampaign(deps, await owner(request), request.body) }),
  );

  app.get(
    '/storefronts/:storefrontId/campaigns/:campaignId',
    {
      schema: {
        tags: TAGS,
        summary: 'A campaign with its settings, products and funnel counts (store owner)',
        params: CampaignParams,
        response: { 200: CampaignResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await getCampaign(deps, (await request.storefront()).id, request.params.campaignId),
    }),
  );

  app.patch(
    '/storefronts/:storefrontId/campaigns/:campaignId',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a campaign’s settings or products (store owner)',
        params: CampaignParams,
        body: CampaignChangeBody,
        response: { 200: CampaignResponse, 422: ApiError },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await changeCampaign(
        deps,
        await owner(request),
        request.params.campaignId,
        request.body,
      ),
    }),
  );

  app.get(
    '/storefronts/:storefrontId/campaigns/:campaignId/recipients',
    {
      schema: {
        tags: TAGS,
        summary: 'A campaign’s recipients with their state and link (store owner)',
        params: CampaignParams,
        response: { 200: CampaignRecipientListResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await listRecipients(deps, await owner(request), request.params.campaignId),
    }),
  );

  app.post(
    '/storefronts/:storefrontId/campaigns/:campaignId/recipients/dry-run',
    {
      schema: {
        tags: TAGS,
        summary:
          'Check recipients (CSV `name,email[,note]` or a list) without sending (store owner)',
        description:
          'Answers the good recipients and every bad row by line: missing name, bad e-mail, an ' +
          'e-mail twice in the file or already in the campaign. Writes nothing.',
        params: CampaignParams,
        body: CampaignRecipientsBody,
        response: { 200: RecipientsDryRunResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await dryRunRecipients(
        deps,
        (await request.storefront()).id,
        request.params.campaignId,
        request.body,
      ),
    }),
  );

  app.post(
    '/storefronts/:storefrontId/campaigns/:campaignId/recipients',
    {
      schema: {
        tags: TAGS,
        summary: 'Add recipients and mail each their personal link (store owner)',
        description:
          'The same check as the dry run; any bad row refuses the whole batch (422, nothing ' +
          'written). Each link expires after the campaign’s `link_expiry_days`.',
        params: CampaignParams,
        body: CampaignRecipientsBody,
        response: { 201: CampaignRecipientListResponse, 409: ApiError, 422: ApiError },
      },
      config: OWNER,
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await sendRecipients(
          deps,
          await owner(request),
          request.params.campaignId,
          request.body,
        ),
      }),
  );

  app.post(
    '/storefronts/:storefrontId/campaigns/:campaignId/recipients/actions',
    {
      schema: {
        tags: TAGS,
        summary: 'Resend, revoke or extend recipients’ links, one or many (store owner)',
        description:
          'resend mails open links again; revoke withdraws links not yet ordered; extend sets ' +
          'the expiry `days` (default the campaign’s link lifetime) from now. Answers how many ' +
          'links the action changed.',
        params: CampaignParams,
        body: RecipientActionBody,
        response: { 200: RecipientActionResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: {
        changed: await actOnRecipients(
          deps,
          await owner(request),
          request.params.campaignId,
          request.body.action,
          request.body.ids,
          request.body.days,
        ),
      },
    }),
  );

  app.get(
    '/storefronts/:storefrontId/campaigns/:campaignId/funnel',
    {
      schema: {
        tags: TAGS,
        summary: 'A campaign’s funnel: counts, rates, a daily series and its budget (store owner)',
        params: CampaignParams,
        response: { 200: CampaignFunnelResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await campaignFunnel(deps, (await request.storefront()).id, request.params.campaignId),
    }),
  );

  app.get(
    '/storefronts/:storefrontId/campaigns/:campaignId/demand',
    {
      schema: {
        tags: TAGS,
        summary: 'Products, colours and sizes the recipients chose and ordered (store owner)',
        params: CampaignParams,
        response: { 200: CampaignDemandResponse },
      },
      config: OWNER,
    },
    async (request) => ({
      data: await campaignDemand(deps, (await request.storefront()).id, request.params.campaignId),
    }),
  );

  app.get(
    '/storefronts/:storefrontId/campaigns/:campaignId/recipients.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The recipients with their state and order times as CSV (store owner)',
        params: CampaignParams,
        response: { 200: z.string().describe('text/csv') },
      },
      config: OWNER,
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="campaign-${request.params.campaignId}-recipients.csv"`,
        )
        .send(await exportRecipients(deps, await owner(request), request.params.campaignId)),
  );

  app.get(
    '/gifting/opened/:trackingId',
    {
      schema: {
        tags: TAGS,
        summary: 'The campaign e-mail’s tracking pixel (1×1 GIF)',
        description:
          'Records the recipient’s e-mail as opened, unless the request carries `DNT: 1` or ' +
          '`Sec-GPC: 1`. Always the same image, never cached; an unknown id records nothing.',
        params: TrackingParams,
        response: { 200: z.any().describe('image/gif'), 400: ApiError },
      },
    },
    async (request, reply) => {
      const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (!optedOut) await recordEmailOpened(deps, request.params.trackingId);
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store')
        .send(PIXEL);
    },
  );

  if (app.config.env !== 'test') return;

  // Test-only controls (NODE_ENV=test): move this instance's clock, run the reminder job now.
  app.put(
    '/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: 'Move this instance’s clock (NODE_ENV=test only)',
        body: TestClockBody,
        response: { 200: TestClockResponse, 400: ApiError },
      },
    },
    async (request) => {
      opts.clock.offsetMs = request.body.offset_ms;
      return { data: { now: opts.clock.now().toISOString() } };
    },
  );
  app.post(
    '/test/campaign-reminders',
    {
      schema: {
        tags: ['test'],
        summary: 'Run the campaign reminder job in this instance now (NODE_ENV=test only)',
        response: { 200: z.object({ data: z.object({ sent: z.number().int() }) }) },
      },
    },
    async () => ({ data: { sent: await sendCampaignReminders(reminderDeps) } }),
  );
};

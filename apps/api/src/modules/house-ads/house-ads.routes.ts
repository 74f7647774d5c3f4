import {
  houseAdBodySchema,
  houseAdListSchema,
  houseAdSchema,
  idParamSchema,
  servedAdsQuerySchema,
  servedAdsSchema,
  successSchema,
} from '@pc/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { perMember } from '../../plugins/rate-limit.js';
import { AD_READERS, HOUSE_AD_MANAGERS } from './house-ads.policy.js';
import {
  changeAd,
  createAd,
  getAd,
  listAds,
  recordClick,
  recordImpression,
  removeAd,
  servedAds,
} from './house-ads.service.js';

/**
 * Counting is public (the public consensus page shows ads to visitors, and a click is a plain link
 * without a token), so each counting route has a limit of its own on top of the API's: per member
 * when the token is valid (the guard has verified it by then; members behind one hospital address
 * each count for themselves), else per address. A forged token counts for its address, so made-up
 * subjects never buy fresh budgets. A page shows at most four ads, so 60 a minute never stops a
 * reader, and one client cannot add more than that.
 */
const countingLimit = {
  max: 60,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `ads:${perMember(request)}`,
};

/** House ads (spec §9): administrators manage them; pages fetch theirs in one call and count them. */
export default async function houseAdsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { permissions: HOUSE_AD_MANAGERS };
  const tags = ['house-ads'];

  r.get(
    '/house_ads',
    {
      config: manage,
      schema: {
        summary: 'List every house ad with its impressions and clicks, newest first',
        operationId: 'listHouseAds',
        tags,
        response: { 200: houseAdListSchema },
      },
    },
    async () => listAds(app),
  );
  r.get(
    '/house_ads/:id',
    {
      config: manage,
      schema: {
        summary: 'Read one house ad',
        operationId: 'getHouseAd',
        tags,
        params: idParamSchema,
        response: { 200: houseAdSchema },
      },
    },
    async (request) => getAd(app, request.params.id),
  );
  r.post(
    '/house_ads',
    {
      config: manage,
      schema: {
        summary: 'Create a house ad (image, link, slot kind, target specialties, start and end dates)',
        operationId: 'createHouseAd',
        tags,
        body: houseAdBodySchema,
        response: { 200: houseAdSchema },
      },
    },
    async (request) => createAd(app, requireUser(request).id, request.body),
  );
  r.put(
    '/house_ads/:id',
    {
      config: manage,
      schema: {
        summary: 'Change a house ad (the whole form; its counts stay)',
        operationId: 'updateHouseAd',
        tags,
        params: idParamSchema,
        body: houseAdBodySchema,
        response: { 200: houseAdSchema },
      },
    },
    async (request) => changeAd(app, requireUser(request).id, request.params.id, request.body),
  );
  r.delete(
    '/house_ads/:id',
    {
      config: manage,
      schema: {
        summary: 'Delete a house ad (the audit log keeps it and its counts)',
        operationId: 'deleteHouseAd',
        tags,
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await removeAd(app, requireUser(request).id, request.params.id);
      return { success: true };
    },
  );

  r.get(
    '/ads',
    {
      config: { permissions: AD_READERS },
      schema: {
        summary:
          "The signed-in reader's ads for one page: running today, for their specialty when their NPI has 10 digits",
        operationId: 'getPageAds',
        tags,
        querystring: servedAdsQuerySchema,
        response: { 200: servedAdsSchema },
      },
    },
    async (request) => servedAds(app, requireUser(request), request.query.page),
  );
  r.get(
    '/ads/public',
    {
      config: { public: true },
      schema: {
        summary: 'A public page’s ads: running today and not targeted at a specialty',
        operationId: 'getPublicPageAds',
        tags,
        querystring: servedAdsQuerySchema,
        response: { 200: servedAdsSchema },
      },
    },
    async (request) => servedAds(app, null, request.query.page),
  );
  r.post(
    '/ads/:id/impression',
    {
      config: { public: true, rateLimit: countingLimit },
      schema: {
        summary: 'Count one impression of a shown ad (one call per ad shown)',
        operationId: 'recordAdImpression',
        tags,
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      await recordImpression(app, request.params.id);
      return { success: true };
    },
  );
  r.get(
    '/ads/:id/click',
    {
      config: { public: true, rateLimit: countingLimit },
      schema: {
        summary: "Count a click on an ad and redirect (302) to the ad's stored link",
        operationId: 'followAdLink',
        // A browser's link, not an API call: it answers only a redirect, which the document's lint
        // (an operation needs a 2xx) cannot take; `clickUrl` of the served ads is its contract.
        hide: true,
        tags,
        params: idParamSchema,
        response: { 302: z.null().describe("Redirect to the ad's link") },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      return reply.redirect(await recordClick(app, request.params.id), 302);
    },
  );
}

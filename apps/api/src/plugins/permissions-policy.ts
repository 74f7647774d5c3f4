import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features no page of the product uses (no media, sensors, payments, devices or
 * passkeys), denied to the page and to anything it embeds. Only names Chromium recognises: an
 * unknown one is logged as a console error on every page (Chromium 156 does not know `bluetooth`).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * Helmet sets no Permissions-Policy. Like helmet, this writes the header on the raw response at the
 * start, so it also reaches answers Fastify does not send itself (the OIDC issuer's pages).
 */
export default fp(async function permissionsPolicy(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
});

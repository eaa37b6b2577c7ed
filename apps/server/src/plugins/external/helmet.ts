import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const options: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI/emotion injects <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/**
 * Security headers (helmet's, with a CSP for the single-page app). Our headers never depend on
 * the request, so they are computed once at start rather than per response, as @fastify/helmet
 * would (it re-parsed the CSP on every request: 5% of the profile endpoint's CPU).
 */
/**
 * JSON answers get the headers that matter for an API (OWASP REST cheat sheet): nosniff, a CSP
 * that allows nothing, no referrer, same-origin only, and no caching of personal data. Pages and
 * files get helmet's full set.
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/**
 * No page of ours uses the camera, microphone, payment or USB: nobody may ask for them. The
 * location only for our own pages (the web clock's geofence), never for a frame.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()';
/** HSTS for a year once the portal is served over https (PUBLIC_URL); never on plain http, where it would be ignored or break a LAN install. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries: helmet's (pages) or the API's, plus Permissions-Policy and, over https, HSTS. */
export function headerSets(publicUrl: string | undefined) {
  const extra: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  if (publicUrl?.startsWith('https://')) extra['strict-transport-security'] = HSTS;
  return { page: { ...securityHeaders(), ...extra }, api: { ...apiHeaders, ...extra } };
}

export default fp(
  async (app: FastifyInstance) => {
    const { page, api } = headerSets(app.config.PUBLIC_URL);
    app.addHook('onRequest', async (req, reply) => {
      reply.headers(req.url.startsWith('/api/') && !req.url.startsWith('/api/docs') ? api : page);
    });
  },
  { name: 'helmet' },
);

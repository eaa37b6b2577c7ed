import {
  ZActivateRequestSchema,
  ZActivationCodeActivateSchema,
  ZActivationCodeCheckResponseSchema,
  ZActivationCodeCheckSchema,
  ZChangePasswordRequestSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZOkSchema,
  ZPreferencesRequestSchema,
  ZProfileResponseSchema,
  ZResetPasswordRequestSchema,
  ZSignupRequestSchema,
  ZSignupResponseSchema,
  ZTokenInfoResponseSchema,
  ZTokenRequestSchema,
} from '@hr/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/actor.js';
import * as auth from './auth-service.js';
import { activateWithCode, checkActivationCode } from './activation-code-service.js';
import type { RequestMeta } from '../../core/context.js';

const meta = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
const tags = ['auth'];
const security = [{ bearer: [] }];

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, config } = app;
  const loginLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: 60_000 };
  const mailLimit = { max: config.MAIL_RATE_LIMIT, timeWindow: 15 * 60_000 };

  // Sign-in has no per-address limit on every attempt (an office behind one address signs in at
  // 8:00): its failures are counted per account, per address and account, and per address (auth-service).
  app.post(
    '/login',
    {
      schema: { tags, summary: 'Sign in with the work e-mail or the company ID', body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema } },
    },
    async (req) => auth.login(ctx, req.body, meta(req)),
  );

  app.get(
    '/profile',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'The signed-in user', response: { 200: ZProfileResponseSchema } } },
    // The hottest call (every page load): the JSON is made once per cached session.
    async (req, reply) => {
      const session = req.session!;
      session.profileJson ??= JSON.stringify({ user: session.user });
      // A string is sent as it is; the schema above still documents the shape.
      return reply.type('application/json; charset=utf-8').send(session.profileJson as never);
    },
  );

  app.post(
    '/logout',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'End this session', response: { 200: ZOkSchema } } },
    async (req) => {
      await auth.logout(ctx, actorOf(req));
      return { ok: true as const };
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: mailLimit },
      schema: {
        tags,
        summary: 'Activate an existing employee record: sends a confirmation link to the work e-mail',
        body: ZSignupRequestSchema,
        response: { 200: ZSignupResponseSchema },
      },
    },
    async (req) => auth.register(ctx, req.body),
  );

  app.get(
    '/token-info',
    { config: { rateLimit: loginLimit }, schema: { tags, summary: 'What an e-mailed link is for', querystring: ZTokenRequestSchema, response: { 200: ZTokenInfoResponseSchema } } },
    async (req) => auth.tokenInfo(ctx, req.query.token),
  );

  app.post(
    '/activate',
    {
      config: { rateLimit: loginLimit },
      schema: { tags, summary: 'From the activation link: choose the password, activate and sign in', body: ZActivateRequestSchema, response: { 200: ZLoginResponseSchema } },
    },
    async (req) => auth.activate(ctx, req.body, meta(req)),
  );

  // Activation by a printed slip's code: guesses are counted per company ID and address.
  app.post(
    '/activation-code/check',
    {
      // No limit per request: successes are never throttled (a whole factory activates from one address).
      config: { rateLimit: false },
      schema: { tags, summary: 'Whose account a slip code activates (wrong, expired and used codes answer alike)', body: ZActivationCodeCheckSchema, response: { 200: ZActivationCodeCheckResponseSchema } },
    },
    async (req) => checkActivationCode(ctx, req.body, meta(req)),
  );

  app.post(
    '/activation-code/activate',
    {
      config: { rateLimit: false },
      schema: { tags, summary: 'With the company ID and a slip code: choose the password, activate and sign in', body: ZActivationCodeActivateSchema, response: { 200: ZLoginResponseSchema } },
    },
    async (req) => activateWithCode(ctx, req.body, meta(req)),
  );

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: mailLimit },
      schema: { tags, summary: 'Send a single-use reset link (the reply never tells whether the e-mail exists)', body: ZForgotPasswordRequestSchema, response: { 200: ZOkSchema } },
    },
    async (req) => {
      await auth.forgotPassword(ctx, req.body, meta(req));
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    { config: { rateLimit: loginLimit }, schema: { tags, summary: 'Choose a new password with a reset link', body: ZResetPasswordRequestSchema, response: { 200: ZOkSchema } } },
    async (req) => {
      await auth.resetPassword(ctx, req.body, meta(req));
      return { ok: true as const };
    },
  );

  app.post(
    '/change-password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: loginLimit },
      schema: { tags, security, summary: 'Change the password; ends the other sessions', body: ZChangePasswordRequestSchema, response: { 200: ZOkSchema } },
    },
    async (req) => {
      await auth.changePassword(ctx, actorOf(req), req.body);
      return { ok: true as const };
    },
  );

  app.patch(
    '/preferences',
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Language and compact navigation', body: ZPreferencesRequestSchema, response: { 200: ZProfileResponseSchema } } },
    async (req) => ({ user: await auth.updatePreferences(ctx, actorOf(req), req.body) }),
  );
}

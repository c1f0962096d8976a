import { apiErrorSchema } from '@fengshui/shared/api-error';
import {
  paymentCheckResponseSchema,
  paymentOrderId,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentUrlResponseSchema,
  sandboxCompleteResponseSchema,
  sandboxCompleteSchema,
  sandboxTransactionSchema,
  verifyQuerySchema,
  verifyResponseSchema,
} from '@fengshui/shared/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { NotFound } from '../../domain/errors.ts';
import { currentUser, requireUser } from '../../http/auth-guards.ts';
import { SIGNED_IN } from '../../http/openapi.ts';
import type { CallbackParams } from '../../integrations/dragonpay/types.ts';
import {
  checkPendingPayments,
  completeSandboxPayment,
  handleCallback,
  type PaymentDeps,
  paymentUrlStatus,
  requestPayment,
  sandboxTransaction,
  verifyTransaction,
} from './payment-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

// docs/integrations/dragonpay.md#postback-and-return: the postback fields; anything else the gateway adds is ignored.
const callbackFields = z
  .object({
    txnid: z.string(),
    refno: z.string(),
    status: z.string(),
    message: z.string(),
    digest: z.string(),
    param1: z.string(),
    param2: z.string(),
    amount: z.string(),
    ccy: z.string(),
    // docs/integrations/dragonpay.md#postback-and-return: Dragonpay's newer RSA-SHA256 form of the same proof.
    signatures: z.string(),
  })
  .partial();

/** Keeps only single string values: a repeated field is not trusted. */
function callbackParams(source: unknown): CallbackParams {
  const params: CallbackParams = {};
  if (source && typeof source === 'object')
    for (const [key, value] of Object.entries(source)) if (typeof value === 'string') params[key] = value;
  return params;
}

export function paymentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service: PaymentDeps = {
    db: deps.db,
    payments: deps.payments,
    mailer: deps.mailer,
    config: deps.config,
  };
  return async (app) => {
    // Dragonpay posts its postback as a form; @fastify/formbody is not installed, URLSearchParams is enough.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

    app.post(
      '/transactions/payment',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'startPayment',
          tags: ['payments'],
          summary: 'The gateway URL of an order awaiting online payment',
          body: paymentRequestSchema,
          response: { 200: paymentResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        payment_url: await requestPayment(service, currentUser(request).id, request.body),
      }),
    );

    // docs/integrations/dragonpay.md#postback-and-return: a refused postback answers 400, a retry 503, the rest 200.
    const POSTBACK_STATUS = { accepted: 200, refused: 400, retry: 503 } as const;
    const postback = async (request: FastifyRequest, reply: FastifyReply, source: unknown) => {
      const answer = await handleCallback(service, callbackParams(source), request.log);
      return reply
        .status(POSTBACK_STATUS[answer.verdict])
        .type('text/plain; charset=utf-8')
        .send(answer.body);
    };
    app.get(
      '/transactions/postback',
      {
        schema: {
          operationId: 'receivePostbackQuery',
          tags: ['payments'],
          summary: 'Dragonpay postback (query); answers text/plain result=OK',
          otherAnswers: { 200: { description: 'result=OK', mediaType: 'text/plain' } },
          querystring: callbackFields,
        },
      },
      (request, reply) => postback(request, reply, request.query),
    );
    app.post(
      '/transactions/postback',
      {
        schema: {
          operationId: 'receivePostbackForm',
          tags: ['payments'],
          summary: 'Dragonpay postback (form POST); answers text/plain result=OK',
          otherAnswers: { 200: { description: 'result=OK', mediaType: 'text/plain' } },
          querystring: callbackFields,
          body: callbackFields.optional(),
        },
      },
      (request, reply) => postback(request, reply, { ...request.query, ...(request.body ?? {}) }),
    );

    app.get(
      '/transactions/verify',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'verifyTransaction',
          tags: ['payments'],
          summary: 'The stored outcome of a transaction, for the result page',
          querystring: verifyQuerySchema,
          response: { 200: verifyResponseSchema, ...errors },
        },
      },
      async (request) =>
        verifyTransaction(service, currentUser(request).id, request.query.txnId ?? request.query.txnid),
    );

    app.get(
      '/transactions/payment-url/:orderId',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'getPaymentUrl',
          tags: ['payments'],
          summary: 'Continue an unfinished payment within the payment window',
          params: z.object({ orderId: paymentOrderId }),
          response: { 200: paymentUrlResponseSchema, ...errors },
        },
      },
      async (request) => paymentUrlStatus(service, currentUser(request).id, request.params.orderId),
    );

    app.post(
      '/transactions/trigger-payment-check',
      {
        onRequest: requireUser,
        schema: {
          operationId: 'checkPendingPayments',
          tags: ['payments'],
          summary: "Ask the gateway about the customer's pending payments",
          response: { 200: paymentCheckResponseSchema, 401: apiErrorSchema },
        },
      },
      async (request) => ({
        success: true,
        updated: await checkPendingPayments(service, currentUser(request).id),
      }),
    );

    // The sandbox gateway's API, for the web page /payment-sandbox/{txnid}; absent with real Dragonpay.
    const sandboxOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (deps.payments.name !== 'sandbox') throw new NotFound('Not found');
      await requireUser(request, reply);
    };
    const txnParams = z.object({ txnid: z.string().min(1).max(40) });
    app.get(
      '/payment-sandbox/:txnid',
      {
        preHandler: sandboxOnly,
        schema: {
          operationId: 'getSandboxTransaction',
          security: SIGNED_IN,
          tags: ['payments'],
          summary: 'Sandbox gateway: the transaction to pay',
          params: txnParams,
          response: { 200: sandboxTransactionSchema, 404: apiErrorSchema },
        },
      },
      async (request) => sandboxTransaction(service, currentUser(request).id, request.params.txnid),
    );
    app.post(
      '/payment-sandbox/:txnid/complete',
      {
        preHandler: sandboxOnly,
        schema: {
          operationId: 'completeSandboxPayment',
          security: SIGNED_IN,
          tags: ['payments'],
          summary: 'Sandbox gateway: send the signed postback and answer the return redirect',
          params: txnParams,
          body: sandboxCompleteSchema,
          response: { 200: sandboxCompleteResponseSchema, ...errors },
        },
      },
      async (request) =>
        completeSandboxPayment(
          service,
          currentUser(request).id,
          request.params.txnid,
          request.body.status,
          request.log,
        ),
    );
  };
}

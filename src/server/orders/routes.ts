import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCodeValidation } from '#contract/messages/discount-code-validation.js';
import { apiMessages } from '#contract/messages/validation.js';
import {
  cartQuoteInputSchema,
  cartQuoteSchema,
  orderCountsSchema,
  orderDashboardSchema,
  orderDetailSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  orderStatusInputSchema,
  orderUnavailableSchema,
} from '#contract/order.js';
import { customerMessageInputSchema } from '#contract/customer-message.js';
import { cartDiscountSchema } from '#contract/discount-code.js';
import { saleCodeInputSchema, saleInputSchema } from '#contract/sale.js';
import { errors, idParams, noContent } from '../http/schemas.js';
import { CodeGuesses } from '../discount-codes/check.js';
import { clientKey } from '../rate-limit/client-key.js';
import { renewPageLink } from '../order-page/service.js';
import { recordCustomerMessage } from './customer-message.js';
import { OrderService, type Unavailable } from './service.js';

export interface OrderRoutesOptions {
  /** The clock orders are stamped with and days counted by; tests set it. */
  now?: () => Date;
}

/**
 * An order or sale stored (201), the one its key made before (200), or 409 with its lines and/or the
 * delivery options as they are now. Lines that changed speak first: the customer checks the cart
 * before the delivery choice. `codeMessage`: what a 409 for the discount code alone says.
 */
function respondStored<Stored>(
  reply: FastifyReply,
  result: { outcome: 'created' | 'replayed'; order: Stored } | Unavailable,
  codeMessage: string = discountCodeValidation.codeChanged,
) {
  if (result.outcome === 'unavailable') {
    const { lines, deliveryOptions, discount } = result;
    const message = lines ? apiMessages.orderItemsChanged : deliveryOptions ? apiMessages.deliveryOptionsChanged : codeMessage;
    return reply
      .code(409)
      .send({ message, ...(lines ? { lines } : {}), ...(deliveryOptions ? { deliveryOptions } : {}), ...(discount ? { discount } : {}) });
  }
  return reply.code(result.outcome === 'created' ? 201 : 200).send(result.order);
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, options) => {
  const { ordersMax, ordersWindowMs, quotesMax, quotesWindowMs, codeGuessesMax, codeGuessesWindowMs } = app.config.rateLimits;
  const orders = new OrderService(
    app.db,
    {
      deliveryOptions: () => app.settings.deliveryOptions(),
      lowStockThreshold: async () => (await app.settings.current()).lowStockThreshold,
    },
    options.now,
    new CodeGuesses(app.db, codeGuessesMax, codeGuessesWindowMs),
  );
  const tags = ['orders'];
  const guessLimit = (per: string) =>
    `at most ${codeGuessesMax} codes that are not valid per ${per} per ${Math.round(codeGuessesWindowMs / 60_000)} min, then tooManyTries`;
  const guesses = guessLimit('client');
  const guessesPerAccount = guessLimit('signed-in account');

  app.post(
    '/cart/quote',
    {
      // Each response reads the catalogue and runs to tens of kilobytes: generous for a cart, not a flood.
      config: { public: true, rateLimit: { max: quotesMax, timeWindow: quotesWindowMs } },
      schema: {
        tags,
        operationId: 'quoteCart',
        summary: `The cart's lines with each item's current name, prices, picture and availability, the delivery options now, and the discount code checked (public, never cached; at most ${quotesMax} per client per ${Math.round(quotesWindowMs / 60_000)} min)`,
        description: `A code sent is checked against the lines that are available, by the rule of the CartDiscount schema; ${guesses}.`,
        body: cartQuoteInputSchema,
        response: { 200: cartQuoteSchema, ...errors(400, 413, 415, 429) },
      },
    },
    async (request) => orders.quote(request.body.lines, request.body.code, clientKey(request.ip), request.body.deliveryOption),
  );

  app.post(
    '/orders',
    {
      config: { public: true, rateLimit: { max: ordersMax, timeWindow: ordersWindowMs } },
      schema: {
        tags,
        operationId: 'placeOrder',
        summary: `Place an order at the shop's prices (public; at most ${ordersMax} per client per ${Math.round(ordersWindowMs / 60_000)} min)`,
        description:
          'Prices come from the catalogue and are copied into the order. The same idempotencyKey again answers the order it made (200). ' +
          'When a line is sold out, deleted or its colour is gone, nothing is stored and the answer is 409 with the lines as they are now. ' +
          "The delivery fee is the shop's, worked out from its options and the lines' total; an option it does not offer now (deleted, pickup switched off) " +
          'stores nothing either: 409 with the delivery options as they are now. ' +
          `A discount code is checked again and one use of it claimed in the order's transaction; one that does not apply now stores nothing: 409 with discount (${guesses}). ` +
          'Cancelling the order gives the use back.',
        body: orderInputSchema,
        response: { 200: orderSchema, 201: orderSchema, 409: orderUnavailableSchema, ...errors(400, 413, 415, 429) },
        responseDescriptions: {
          200: 'The order this idempotency key already made',
          201: 'The order, stored',
          409: 'A line is not available any more, the delivery option is not offered any more, or the discount code does not apply any more (nothing stored), or the key was used for a different order (message only)',
        },
      },
    },
    async (request, reply) => respondStored(reply, await orders.create(request.body, clientKey(request.ip))),
  );

  app.post(
    '/orders/sales',
    {
      config: { auth: 'sales' },
      schema: {
        tags,
        operationId: 'recordSale',
        summary:
          'Record a sale made in the shop, by phone or on WhatsApp: stored as an order, confirmed or delivered, its quantities taken off the counts',
        description:
          'Prices come from the catalogue, as for an order; the Sold Out switch does not stop a sale, a count too low does. The same idempotencyKey again answers the sale it made (200). ' +
          'When a line is deleted, its colour is gone or fewer are left than sold, nothing is stored and the answer is 409: with the lines as they are now, or with a message naming the line when a confirmation took the last units meanwhile. ' +
          "A discount code is checked and one use of it claimed as for an order (a limit per phone counts the customer's phone); one that does not apply stores nothing: 409 with discount. " +
          `Codes tried here count toward the limit of the person recording (${guessesPerAccount}).`,
        body: saleInputSchema,
        response: { 200: orderDetailSchema, 201: orderDetailSchema, 409: orderUnavailableSchema, ...errors(400, 401, 413, 415) },
        responseDescriptions: {
          200: 'The sale this idempotency key already recorded',
          201: 'The sale, stored',
          409: 'A line is not available, not that many are left, the delivery option is not offered any more, or the discount code does not apply (nothing stored), or the key was used for a different sale',
        },
      },
    },
    async (request, reply) =>
      respondStored(reply, await orders.recordSale(request.admin!, request.body), discountCodeValidation.saleCodeRefused),
  );

  app.post(
    '/orders/sales/code',
    {
      config: { auth: 'sales' },
      schema: {
        tags,
        operationId: 'checkSaleCode',
        summary:
          'Check a discount code against the sale being recorded, before it is saved: what it takes off, or why it takes nothing off',
        description:
          'By the rule of the CartDiscount schema, on the lines as a sale prices them (the Sold Out switch does not stop a sale), ' +
          "with the limit per phone checked against the customer's phone when given. Nothing is claimed: recording the sale claims the use. " +
          `Codes tried count toward the limit of the person checking (${guessesPerAccount}), shared with recording sales.`,
        body: saleCodeInputSchema,
        response: { 200: cartDiscountSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (request) => orders.checkSaleCode(request.admin!, request.body),
  );

  app.get(
    '/orders',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'listOrders',
        summary: 'Orders, newest first, by status and search',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors(400, 401) },
      },
    },
    async (request) => orders.list(request.query),
  );

  app.get(
    '/orders/summary',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'countNewOrders',
        summary: 'How many orders are new, for the admin badge',
        response: { 200: orderCountsSchema, ...errors(401) },
      },
    },
    async () => ({ newCount: await orders.newCount() }),
  );

  app.get(
    '/orders/dashboard',
    {
      config: { auth: 'dashboard' },
      schema: {
        tags,
        operationId: 'getOrderDashboard',
        summary: "Sales today, over 7 and 30 days, per day and by item, counted in the shop's days (Asia/Beirut)",
        response: { 200: orderDashboardSchema, ...errors(401) },
      },
    },
    async () => orders.dashboard(),
  );

  app.get(
    '/orders/:id',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'getOrder',
        summary: 'One order with its lines, delivery details and status history',
        params: idParams,
        response: { 200: orderDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => orders.get(request.params.id),
  );

  app.patch(
    '/orders/:id/status',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'changeOrderStatus',
        summary: 'Move an order on: new → confirmed → delivered, or new/confirmed → cancelled',
        params: idParams,
        body: orderStatusInputSchema,
        response: { 200: orderDetailSchema, ...errors(400, 401, 404, 409, 413, 415) },
        responseDescriptions: { 409: 'A move the statuses do not allow, or the order was changed meanwhile (nothing changed)' },
      },
    },
    async (request) => orders.changeStatus(request.admin!, request.params.id, request.body.status, request.body.from),
  );

  app.post(
    '/orders/:id/page-link',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'renewOrderPageLink',
        summary: "Give the order's own page a new link: its pageToken changes, and the old one answers 404 from now on",
        description:
          'For a link that went astray. Recorded on the Activity page. The answer is the order with its new pageToken, ' +
          "which the panel's messages to the customer then carry.",
        params: idParams,
        response: { 200: orderDetailSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      await renewPageLink(app.db, request.admin!, request.params.id);
      return orders.get(request.params.id);
    },
  );

  app.post(
    '/orders/:id/customer-message',
    {
      config: { auth: 'orders' },
      schema: {
        tags,
        operationId: 'recordCustomerMessage',
        summary: "Record that a message to the order's customer was opened in WhatsApp, and the status it was written for",
        description:
          "The panel writes the message in the customer's language and opens it in the person's own WhatsApp; " +
          'the shop keeps only this record, on the Activity page.',
        params: idParams,
        body: customerMessageInputSchema,
        response: { 204: noContent, ...errors(400, 401, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      await recordCustomerMessage(app.db, request.admin!, request.params.id, request.body.status);
      return reply.code(204).send(null);
    },
  );
};

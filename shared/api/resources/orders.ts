// SPEC §7 resource group 'order' (issue 20): the relay points of the delivery step, checkout (the
// pending order of the customer's cart), the customer's orders and the withdrawal form. All but
// the relay points need the customer's session: call them on `api.with({ token })`. A refusal
// is an ApiError whose `code` is SPEC §5/§8's (shared/schemas/shop.ts SHOP_ERROR_CODES).
import * as z from 'zod/mini';

import { wrapped } from '../../schemas/common.ts';
import {
  type CheckoutPayload,
  type Order,
  orderSchema,
  type OrderSummary,
  orderSummarySchema,
  type RelayPoint,
  relayPointSchema,
  type WithdrawalAnswer,
  withdrawalAnswerSchema,
  type WithdrawalPayload,
} from '../../schemas/shop.ts';
import type { CallOptions, Transport } from '../transport.ts';

export function ordersResource(transport: Transport) {
  return {
    /** GET /relay-points: a country's relay points with their schedules, nearest a postcode first. */
    relayPoints: async (
      query: { carrier?: RelayPoint['carrier']; zipcode?: string } = {},
      call?: CallOptions,
    ): Promise<RelayPoint[]> =>
      (
        await transport.request({
          method: 'GET',
          path: 'relay-points',
          query,
          schema: wrapped(z.array(relayPointSchema)),
          call,
        })
      ).data,
    /** POST /checkout: the pending order of the customer's cart, to be paid within 15 minutes. */
    checkout: async (payload: CheckoutPayload, call?: CallOptions): Promise<Order> =>
      (await transport.request({ method: 'POST', path: 'checkout', body: payload, schema: wrapped(orderSchema), call }))
        .data,
    list: async (call?: CallOptions): Promise<OrderSummary[]> =>
      (await transport.request({ method: 'GET', path: 'orders', schema: wrapped(z.array(orderSummarySchema)), call }))
        .data,
    get: async (number: string, call?: CallOptions): Promise<Order> =>
      (
        await transport.request({
          method: 'GET',
          path: 'orders/{number}',
          pathParams: { number },
          schema: wrapped(orderSchema),
          call,
        })
      ).data,
    /** POST /orders/{number}/withdrawal: accepted until 14 days after delivery. */
    withdraw: async (number: string, payload: WithdrawalPayload, call?: CallOptions): Promise<WithdrawalAnswer> =>
      (
        await transport.request({
          method: 'POST',
          path: 'orders/{number}/withdrawal',
          pathParams: { number },
          body: payload,
          schema: wrapped(withdrawalAnswerSchema),
          call,
        })
      ).data,
  };
}
export type OrdersResource = ReturnType<typeof ordersResource>;

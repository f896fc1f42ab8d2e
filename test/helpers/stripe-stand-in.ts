// A loopback stand-in for the few Stripe endpoints the Stripe provider calls (issue 20): create,
// retrieve and expire a Checkout Session. It keeps the sessions it made, the form parameters and
// headers each creation came with, and can be told to answer 503 (Stripe down). Sessions are
// paid by `complete`, as a customer on Stripe's page would.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  payment_method_types: string[];
  client_reference_id: string | null;
  expires_at: number;
  amount_total: number;
  currency: string;
}

export interface StripeStandIn {
  port: number;
  sessions: Map<string, StandInSession>;
  /** Each creation's form parameters (flattened keys, as Stripe's form encoding writes them) and headers. */
  created: { params: URLSearchParams; headers: IncomingMessage['headers'] }[];
  expired: string[];
  down: boolean;
  complete(sessionId: string): StandInSession;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let count = 0;
  const standIn: Omit<StripeStandIn, 'port' | 'close'> = {
    sessions: new Map(),
    created: [],
    expired: [],
    down: false,
    complete(sessionId) {
      const session = standIn.sessions.get(sessionId)!;
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${sessionId}`,
        url: null,
      });
      return session;
    },
  };
  const server: Server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++count}` });
      response.end(JSON.stringify(body));
    };
    const body = await bodyOf(request);
    if (standIn.down) return answer(503, { error: { type: 'api_error', message: 'Stripe is down (stand-in)' } });
    if (request.headers.authorization !== 'Bearer sk_test_vitrine')
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const sessionPath = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = new URLSearchParams(body);
      standIn.created.push({ params, headers: request.headers });
      const id = `cs_test_${++count}`;
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        payment_method_types: ['card'],
        client_reference_id: params.get('client_reference_id'),
        expires_at: Number(params.get('expires_at')),
        amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
        currency: params.get('line_items[0][price_data][currency]') ?? '',
      };
      standIn.sessions.set(id, session);
      return answer(200, session);
    }
    const session = sessionPath ? standIn.sessions.get(sessionPath[1]!) : undefined;
    if (sessionPath && !session)
      return answer(404, { error: { type: 'invalid_request_error', message: 'No such session' } });
    if (session && request.method === 'GET' && !sessionPath![2]) return answer(200, session);
    if (session && request.method === 'POST' && sessionPath![2]) {
      if (session.status !== 'open')
        return answer(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
      standIn.expired.push(session.id);
      Object.assign(session, { status: 'expired', url: null });
      return answer(200, session);
    }
    return answer(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${path})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(standIn, {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  }) as StripeStandIn;
}

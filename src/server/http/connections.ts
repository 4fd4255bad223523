import type { Server, ServerOptions } from 'node:http';
import { BlockList, isIPv4, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionLimits, TrustedProxies } from '../config.js';
import { clientKey } from '../rate-limit/client-key.js';

/** Node's own pace of looking for requests out of time, and its time for a request's headers. */
const NODE_TIMEOUT_CHECK_MS = 30_000;
const NODE_HEADERS_TIMEOUT_MS = 60_000;

/**
 * Fastify's options for the request timeout. The headers' time is kept within the request's, since Node
 * cuts off no request while it is the longer; and Node looks for requests out of time every tenth of the
 * limit, so that one is cut off at most 10% late (at its own pace, a 500 ms limit would wait 30 s).
 */
export function requestTimeoutOptions(limits: ConnectionLimits): { requestTimeout: number; http: ServerOptions } {
  const { requestTimeoutMs } = limits;
  return {
    requestTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(NODE_HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(NODE_TIMEOUT_CHECK_MS, Math.ceil(requestTimeoutMs / 10)),
    },
  };
}

/** Matches the proxies' own addresses, IPv4 ones also as a dual-stack socket writes them (::ffff:10.0.0.1). */
function proxyAddresses(trusted: string[]): BlockList {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Closes at once each connection past `maxPerClient` from one client address (an IPv6 /64, as the
 * per-client limits count), so that no client holds more of the server than that, however slowly it
 * sends. A proxy's connections carry many clients: those from the trusted addresses are not counted,
 * and with a hop count, where any peer may be the proxy, none are; the proxy then limits each client.
 */
export function capConnectionsPerClient(server: Server, maxPerClient: number, trusted: TrustedProxies, log: FastifyBaseLogger): void {
  if (typeof trusted === 'number') return;
  const proxies = trusted ? proxyAddresses(trusted) : undefined;
  const open = new Map<string, { count: number; refused: boolean }>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || proxies?.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return;
    const client = clientKey(address);
    const connections = open.get(client) ?? { count: 0, refused: false };
    if (connections.count >= maxPerClient) {
      socket.destroy();
      // Once while the client stays at its cap, not for each connection it keeps opening.
      if (!connections.refused)
        log.warn({ client }, `A client holds ${maxPerClient} connections at once (MAX_CONNECTIONS_PER_CLIENT); its next ones are closed.`);
      connections.refused = true;
      return;
    }
    connections.count += 1;
    open.set(client, connections);
    socket.once('close', () => {
      connections.count -= 1;
      if (connections.count === 0) open.delete(client);
    });
  });
}

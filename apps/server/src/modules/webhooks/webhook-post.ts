import { WEBHOOK_MESSAGES } from '@storefront/contracts';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress } from './webhook-url.ts';

// A webhook's POST over node:http(s) rather than fetch: the request takes the DNS lookup its
// connection uses, so the addresses checked are the addresses connected to. A host that answers
// a public address to a check and a private one to the connection (DNS rebinding) cannot slip by.

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** The error of a connection refused because its host resolved to a private address. */
export const PRIVATE_ADDRESS = 'EPRIVATEADDRESS';

/** A lookup for `http.request` that fails when any address of the host is private. */
export function publicOnlyLookup(resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      const refused =
        !error && (!addresses.length || addresses.some((a) => isPrivateAddress(a.address)));
      const failure = refused
        ? Object.assign(new Error(WEBHOOK_MESSAGES.privateUrl), { code: PRIVATE_ADDRESS })
        : error;
      const first = addresses?.[0];
      if (failure || !first) return callback(failure, '', 4);
      // Newer Node asks for every address (to try them in turn); older for one.
      if (options.all)
        return (callback as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

export type PostAnswer = { status: number; text: string };

/**
 * POSTs `body` to `url` and answers the status and the first `keep` characters of the answer.
 * No redirect is followed; after `timeoutMs` in all the request fails with a `TimeoutError`.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  { timeoutMs, keep, lookup }: { timeoutMs: number; keep: number; lookup?: LookupFunction },
): Promise<PostAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < keep) text += chunk;
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve({ status: response.statusCode ?? 0, text: text.slice(0, keep) });
        });
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

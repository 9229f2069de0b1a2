/**
 * The local OpenID Connect issuer for trying single sign-on by hand:
 *   node --import tsx apps/server/src/modules/sso/dev-issuer.ts
 * then start the store with SSO_ISSUER_URL=http://127.0.0.1:3900 SSO_LOCAL_STORES=globex.
 * Env: SSO_DEV_PORT (3900), STORE_PORT (3000), SSO_LOCAL_STORES (globex).
 */
import { startLocalIssuer } from './local-issuer.ts';

const port = Number(process.env.SSO_DEV_PORT ?? 3900);
const storePort = process.env.STORE_PORT ?? '3000';
const slugs = (process.env.SSO_LOCAL_STORES ?? 'globex').split(',');

const issuer = await startLocalIssuer({
  port,
  clients: slugs.map((slug) => ({
    clientId: `${slug}-local`,
    origins: [`http://${slug}.localhost:${storePort}`],
  })),
  person: {
    sub: 'dev-casey',
    email: 'casey@globex.test',
    given_name: 'Casey',
    family_name: 'Nguyen',
  },
});
console.log(
  [
    `Local OpenID Connect issuer at ${issuer.issuer}; it signs in casey@globex.test.`,
    `Start the store with SSO_ISSUER_URL=${issuer.issuer} SSO_LOCAL_STORES=${slugs.join(',')} PORT=${storePort}.`,
  ].join('\n'),
);
process.on('SIGINT', () => void issuer.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void issuer.close().then(() => process.exit(0)));

/**
 * A real OpenID Connect provider (oidc-provider, a dev dependency) standing in for Microsoft
 * Entra ID in tests and development. Whoever is "signed in at the provider" (`signIn`) is let in
 * without a password form; everything else — discovery, PKCE, codes, ID tokens, userinfo,
 * RP-initiated logout — is the real protocol. Never imported by the running server.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export type LocalPerson = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
};

/** A store's client: its id and the origins it is served from. */
export type LocalClient = { clientId: string; origins: string[] };

/** Consent is implied for the store's own client, as for a first-party app at Microsoft. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { Grant } = ctx.oidc.provider;
  const clientId = ctx.oidc.client!.clientId;
  const existing = ctx.oidc.session!.grantIdFor(clientId);
  if (existing) return Grant.find(existing);
  const grant = new Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
  grant.addOIDCScope('openid email profile');
  grant.addOIDCClaims(['email', 'email_verified', 'given_name', 'family_name', 'name']);
  await grant.save();
  return grant;
}

/** The provider's "sign out?" page, with the button a person would press. */
async function logoutPage(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = `<!doctype html><html lang="en"><head><title>Sign out</title></head><body>
${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script>document.forms[0].requestSubmit(document.querySelector('button'))</script></body></html>`;
}

function configuration(clients: LocalClient[], people: Map<string, LocalPerson>): Configuration {
  return {
    clients: clients.map(({ clientId, origins }) => ({
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: origins.map((origin) => `${origin}/api/sso/callback`),
      post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
    })),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      const name = `${person.given_name} ${person.family_name}`;
      return { accountId: sub, claims: () => ({ email_verified: true, ...person, name }) };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    loadExistingGrant: grantEverything,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource: logoutPage },
    },
    cookies: { keys: ['local-issuer-not-a-secret'] },
    // A signing key of its own per start, and lifetimes in seconds, as a real provider has.
    jwks: {
      keys: [
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
      ],
    },
    ttl: { Interaction: 600, Session: 86_400, Grant: 86_400, AccessToken: 3600, IdToken: 3600 },
  };
}

export async function startLocalIssuer(opts: {
  clients: LocalClient[];
  person: LocalPerson;
  port?: number;
}) {
  const people = new Map<string, LocalPerson>();
  let current = opts.person;
  people.set(current.sub, current);

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration(opts.clients, people));
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    provider
      .interactionDetails(req, res)
      .then(() =>
        provider.interactionFinished(
          req,
          res,
          { login: { accountId: current.sub } },
          {
            mergeWithLastSubmission: false,
          },
        ),
      )
      .catch((error: unknown) => {
        res.statusCode = 400;
        res.end(String(error));
      });
  });

  return {
    issuer,
    /** Who the provider signs in from now on. */
    signIn(person: LocalPerson) {
      people.set(person.sub, person);
      current = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

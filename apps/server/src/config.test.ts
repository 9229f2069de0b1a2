import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    expect(loadConfig({})).toEqual({
      env: 'production',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      defaultStorefront: 'acme',
      seedDemo: true,
      logLevel: 'info',
      smtpUrl: undefined,
      mailFrom: 'Storefront <no-reply@storefront.localhost>',
      stripe: null,
      rateLimits: true,
      trustProxy: false,
      ssoIssuerUrl: undefined,
      ssoLocalStores: [],
      botCheckSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
      platformHost: 'admin.localhost',
      storeBaseDomain: 'localhost',
      jobs: true,
      webhooksAllowPrivateUrls: false,
    });
  });

  it('lets webhooks name private addresses outside production only, unless told', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).webhooksAllowPrivateUrls).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).webhooksAllowPrivateUrls).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' }).webhooksAllowPrivateUrls).toBe(true);
  });

  it('listens on loopback only, in any mode, unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('keeps background jobs off under NODE_ENV=test unless JOBS turns them on', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'true' }).jobs).toBe(true);
    expect(loadConfig({ JOBS: 'false' }).jobs).toBe(false);
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      DATA_DIR: '/tmp/store-data',
      DATABASE_URL: 'postgresql://shop@db.internal:5432/store',
      SEED_DEMO: '0',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      RATE_LIMITS: 'false',
      SSO_ISSUER_URL: 'http://localhost:3900',
      SSO_LOCAL_STORES: 'globex,initech',
      PLATFORM_HOST: 'Console.Example.com',
      STORE_BASE_DOMAIN: 'shops.example.com',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      dataDir: '/tmp/store-data',
      databaseUrl: 'postgresql://shop@db.internal:5432/store',
      seedDemo: false,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      rateLimits: false,
      ssoIssuerUrl: 'http://localhost:3900',
      ssoLocalStores: ['globex', 'initech'],
      platformHost: 'console.example.com',
      storeBaseDomain: 'shops.example.com',
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('throws one ConfigError that lists every bad value', () => {
    const load = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://db/store', SMTP_URL: 'http://mail' });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const lines = message!.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
    ]);
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
  });

  it.each([
    ['PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['SEED_DEMO', 'yes'],
    ['SSO_LOCAL_STORES', 'Globex; acme'],
    ['PLATFORM_HOST', 'https://admin.example.com'],
    ['STORE_BASE_DOMAIN', 'localhost:3000'],
  ])('rejects %s=%s', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`^  ${key}: `, 'm'));
  });

  it('switches stores to a local issuer only when there is one', () => {
    expect(() => loadConfig({ SSO_LOCAL_STORES: 'globex' })).toThrow(
      /SSO_LOCAL_STORES: needs SSO_ISSUER_URL/,
    );
  });
});

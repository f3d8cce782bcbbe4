import { describe, expect, it } from 'vitest';
import { loadEventsConfig } from '../services/events/src/config.js';
import { loadIdentityConfig } from '../services/identity/src/config.js';
import { settleEmbeddedSite } from './embedded-site.js';

/** `npm start` (scripts/launch.ts): the links the services mail lead to the port the instance listens on. */
describe('the embedded launcher’s site address', () => {
  it('is the BFF’s own port on localhost, and the services mail links to it', async () => {
    const env: NodeJS.ProcessEnv = { PORT: '8095' };
    expect(await settleEmbeddedSite(env)).toEqual({ port: '8095', publicUrl: 'http://localhost:8095' });
    expect(env.PUBLIC_URL).toBe('http://localhost:8095');
    expect(loadIdentityConfig(env).mail.publicUrl).toBe('http://localhost:8095');
    expect(loadEventsConfig(env).publicUrl).toBe('http://localhost:8095');
  });

  it('is 8080 without a PORT, and keeps a PUBLIC_URL that is set', async () => {
    const plain: NodeJS.ProcessEnv = {};
    await settleEmbeddedSite(plain);
    expect(plain).toMatchObject({ PORT: '8080', PUBLIC_URL: 'http://localhost:8080' });
    const proxied: NodeJS.ProcessEnv = { PORT: '8095', PUBLIC_URL: 'https://rewards.example.com' };
    await settleEmbeddedSite(proxied);
    expect(proxied.PUBLIC_URL).toBe('https://rewards.example.com');
    expect(loadIdentityConfig(proxied).mail.publicUrl).toBe('https://rewards.example.com');
  });

  it('chooses the port first when PORT is 0, so the links name the port the BFF will listen on', async () => {
    const env: NodeJS.ProcessEnv = { PORT: '0' };
    const { port } = await settleEmbeddedSite(env);
    expect(Number(port)).toBeGreaterThan(0);
    expect(env).toMatchObject({ PORT: port, PUBLIC_URL: `http://localhost:${port}` });
  });

  it('a service started on its own follows PORT too when PUBLIC_URL is not set', () => {
    expect(loadIdentityConfig({ PORT: '9123' }).mail.publicUrl).toBe('http://localhost:9123');
    expect(loadEventsConfig({}).publicUrl).toBe('http://localhost:8080');
  });
});

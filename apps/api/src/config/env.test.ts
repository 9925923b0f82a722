import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig: may PACT call this machine or a private network?', () => {
  it('yes on an instance served from a local address (npm start, a demo, the conformance suite)', () => {
    expect(loadConfig({}).pactAllowLocalUrls).toBe(true);
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:4400' }).pactAllowLocalUrls).toBe(true);
  });

  it('no on a public instance, unless PACT_ALLOW_LOCAL_URLS says so', () => {
    expect(loadConfig({ APP_URL: 'https://carbon.example.com' }).pactAllowLocalUrls).toBe(false);
    expect(loadConfig({ APP_URL: 'http://localhost:3000', PUBLIC_BASE_URL: 'https://carbon.example.com' }).pactAllowLocalUrls).toBe(
      false,
    );
    expect(loadConfig({ APP_URL: 'https://carbon.example.com', PACT_ALLOW_LOCAL_URLS: 'true' }).pactAllowLocalUrls).toBe(true);
    expect(loadConfig({ PACT_ALLOW_LOCAL_URLS: '0' }).pactAllowLocalUrls).toBe(false);
  });

  it('refuses a value that is not a yes or a no', () => {
    expect(() => loadConfig({ PACT_ALLOW_LOCAL_URLS: 'sometimes' })).toThrow(/PACT_ALLOW_LOCAL_URLS/);
  });
});

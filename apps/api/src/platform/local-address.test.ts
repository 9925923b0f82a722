import { describe, expect, it } from 'vitest';
import { isLocalHost } from './local-address.ts';

describe('isLocalHost', () => {
  it('names this machine and private networks', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '127.8.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[::1]',
      '::1',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
  });

  it('leaves public names and addresses alone', () => {
    for (const host of ['supplier.example.com', '8.8.8.8', '172.32.0.1', '192.169.0.1', '100.128.0.1', '[2001:db8::1]', 'localhost.example.com']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});

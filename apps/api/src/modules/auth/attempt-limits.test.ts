import { describe, expect, it } from 'vitest';
import { addressKey } from './attempt-limits.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when it arrives as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, whatever its spelling', () => {
    expect(addressKey('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(addressKey('2001:0DB8:0005:0007:ffff:1:2:3')).toBe('2001:db8:5:7::/64');
    expect(addressKey('2001:db8:5:8::1')).not.toBe(addressKey('2001:db8:5:7::1'));
  });

  it('leaves anything else as it came', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});

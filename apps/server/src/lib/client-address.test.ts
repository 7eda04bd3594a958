import { describe, expect, it } from 'vitest';
import { addressBucket } from './client-address.ts';

describe('addressBucket', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressBucket('203.0.113.9', 64)).toBe('203.0.113.9');
    expect(addressBucket('::ffff:203.0.113.9', 64)).toBe('203.0.113.9');
    expect(addressBucket('::FFFF:cb00:7109', 64)).toBe('203.0.113.9');
  });

  it('counts every address of one /64 as one, whatever its spelling', () => {
    const bucket = '2001:db8:aa:bb:0:0:0:0/64';
    for (const ip of [
      '2001:db8:aa:bb::1',
      '2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:BB:1234::',
      '2001:db8:aa:bb::1%eth0',
      '2001:db8:aa:bb::10.0.0.1',
    ]) {
      expect(addressBucket(ip, 64)).toBe(bucket);
    }
    expect(addressBucket('2001:db8:aa:bc::1', 64)).not.toBe(bucket);
  });

  it('cuts at any prefix length, inside a group too', () => {
    expect(addressBucket('2001:db8:aa:bbff::1', 56)).toBe('2001:db8:aa:bb00:0:0:0:0/56');
    expect(addressBucket('2001:db8:aa:bbff::1', 48)).toBe('2001:db8:aa:0:0:0:0:0/48');
    expect(addressBucket('2001:db8::7', 128)).toBe('2001:db8:0:0:0:0:0:7/128');
    expect(addressBucket('::1', 64)).toBe('0:0:0:0:0:0:0:0/64');
  });

  it('returns what is not an address as it is', () => {
    expect(addressBucket('', 64)).toBe('');
    expect(addressBucket('not-an-address', 64)).toBe('not-an-address');
  });
});

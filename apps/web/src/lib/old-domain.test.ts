import { describe, expect, it } from 'vitest';
import { oldDomainTarget } from './old-domain.ts';

const at = (hostname: string) => ({
  hostname,
  pathname: '/robot-list',
  search: '?a=1',
  hash: '#x',
});

describe('oldDomainTarget', () => {
  it('sends an old host to the same path on the public URL', () => {
    expect(
      oldDomainTarget(at('old.example.com'), 'a.com, old.example.com', 'https://new.io/'),
    ).toBe('https://new.io/robot-list?a=1#x');
  });

  it('leaves other hosts and missing config alone', () => {
    expect(oldDomainTarget(at('new.io'), 'old.example.com', 'https://new.io')).toBeNull();
    expect(oldDomainTarget(at('old.example.com'), undefined, 'https://new.io')).toBeNull();
    expect(oldDomainTarget(at('old.example.com'), 'old.example.com', undefined)).toBeNull();
    expect(oldDomainTarget(at('old.example.com'), 'old.example.com', 'not a url')).toBeNull();
    expect(
      oldDomainTarget(at('old.example.com'), 'old.example.com', 'https://old.example.com'),
    ).toBeNull();
  });
});

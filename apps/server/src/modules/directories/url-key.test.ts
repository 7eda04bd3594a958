import { describe, expect, it } from 'vitest';
import { urlKey } from './url-key.ts';

describe('urlKey', () => {
  it('spells one tool one way', () => {
    const key = urlKey('https://a.com');
    expect(key).toBe('https://a.com');
    for (const spelling of [
      'https://A.com/',
      'https://a.com/?utm_source=x',
      'HTTPS://a.COM:443/#top',
      'https://a.com/?utm_medium=mail&utm_campaign=y&fbclid=abc',
      '  https://a.com//  ',
    ]) {
      expect(urlKey(spelling), spelling).toBe(key);
    }
  });

  it('keeps what changes the page: the path, its case, other ports, other parameters', () => {
    expect(urlKey('https://a.com/Tool/')).toBe('https://a.com/Tool');
    expect(urlKey('https://a.com/tool')).not.toBe(urlKey('https://a.com/Tool'));
    expect(urlKey('https://a.com:8443/')).toBe('https://a.com:8443');
    expect(urlKey('http://a.com:80/')).toBe('http://a.com');
    expect(urlKey('http://a.com')).not.toBe(urlKey('https://a.com'));
    expect(urlKey('https://a.com/?lang=en')).not.toBe(urlKey('https://a.com'));
  });

  it('sorts the parameters that stay, so their order does not matter', () => {
    expect(urlKey('https://a.com/p?b=2&a=1&utm_term=z')).toBe('https://a.com/p?a=1&b=2');
    expect(urlKey('https://a.com/p?a=1&b=2')).toBe(urlKey('https://a.com/p?b=2&a=1'));
    expect(urlKey('https://a.com/p?a=2&a=1')).toBe('https://a.com/p?a=1&a=2');
  });

  it('folds international hosts to one form', () => {
    expect(urlKey('https://例子.中国/')).toBe(urlKey('https://xn--fsqu00a.xn--fiqs8s'));
  });

  it('answers null for what is not an http(s) address', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.com', 'a.com', '']) {
      expect(urlKey(bad), bad).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pathWith } from './endpoint.ts';
import { isPortraitUrl } from './robot-rules.ts';

describe('pathWith', () => {
  it('fills every placeholder', () => {
    expect(pathWith('/api/robot/get/{uuid}', { uuid: 'abc' })).toBe('/api/robot/get/abc');
    expect(pathWith('/api/{kind}/detail/{uuid}', { kind: 'aitool', uuid: 'u1' })).toBe(
      '/api/aitool/detail/u1',
    );
  });

  it('encodes values so they stay one segment', () => {
    expect(pathWith('/api/user/contact/{id}', { id: '../x?y=1#z' })).toBe(
      '/api/user/contact/..%2Fx%3Fy%3D1%23z',
    );
    expect(pathWith('/api/user/sms/send/{phone}', { phone: '+86 138' })).toBe(
      '/api/user/sms/send/%2B86%20138',
    );
  });

  it('leaves a missing value empty rather than writing "undefined"', () => {
    expect(pathWith('/api/robot/get/{uuid}', {})).toBe('/api/robot/get/');
  });
});

describe('isPortraitUrl', () => {
  it.each([
    'https://cdn.example.com/p/robot.png',
    'http://localhost:8080/uploads/a.png',
    '/uploads/0f3c.webp',
    '/uploads/dir/a-b_c~d.png',
  ])('accepts %s', (url) => expect(isPortraitUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.png',
    'file:///etc/passwd',
    '/uploads/../secret.png',
    '/uploads/a/../../x.png',
    '/other/a.png',
    '//evil.example/a.png',
    'uploads/a.png',
    '/uploads/a b.png',
    '',
  ])('refuses %s', (url) => expect(isPortraitUrl(url)).toBe(false));
});

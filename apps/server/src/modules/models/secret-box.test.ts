import { describe, expect, it } from 'vitest';
import { createSecretBox, keyFromSecret, secretBoxFor } from './secret-box.ts';

const box = createSecretBox(keyFromSecret('a-test-secret-of-at-least-32-characters!'));
const quiet = { warn: () => {} };

describe('secret box', () => {
  it('round-trips a key and never stores it in the clear', () => {
    const sealed = box.seal('sk-live-123', 'provider-1');
    expect(sealed).not.toContain('sk-live-123');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed, 'provider-1')).toBe('sk-live-123');
    // a fresh nonce each time
    expect(box.seal('sk-live-123', 'provider-1')).not.toBe(sealed);
  });

  it('refuses a tampered cipher text, another context and another secret', () => {
    const sealed = box.seal('sk-live-123', 'provider-1');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(`v1.${raw.toString('base64')}`, 'provider-1')).toThrow(
      /cannot be opened/,
    );
    expect(() => box.open(sealed, 'provider-2')).toThrow(/cannot be opened/);
    const other = createSecretBox(keyFromSecret('another-secret-of-at-least-32-characters'));
    expect(() => other.open(sealed, 'provider-1')).toThrow(/cannot be opened/);
    expect(() => box.open('plain', 'provider-1')).toThrow();
  });

  it('takes 32 bytes as hex or base64, and derives a key from any other text', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(keyFromSecret(bytes.toString('hex'))).toEqual(bytes);
    expect(keyFromSecret(bytes.toString('base64'))).toEqual(bytes);
    expect(keyFromSecret('x'.repeat(40))).toHaveLength(32);
  });

  it('without MODEL_KEY_SECRET: a local key in development, none in production', () => {
    const database = { kind: 'sqlite' as const, file: '/data/a.db' };
    const dev = secretBoxFor({ NODE_ENV: 'development', database }, quiet);
    const again = secretBoxFor({ NODE_ENV: 'development', database }, quiet);
    expect(again.open(dev.seal('k', 'p'), 'p')).toBe('k');
    const prod = secretBoxFor({ NODE_ENV: 'production', database }, quiet);
    expect(prod.canSeal).toBe(false);
    expect(() => prod.seal('k', 'p')).toThrow(/MODEL_KEY_SECRET/);
  });
});

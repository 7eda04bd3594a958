import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the model providers' API keys for the database: AES-256-GCM (authenticated, so a changed
 * cipher text or a wrong key fails instead of answering garbage), a random 96-bit nonce per value, and
 * the row's id as additional data (a cipher text copied onto another provider does not open there).
 * Stored as `v1.<base64 nonce|tag|cipher text>`.
 */
export interface SecretBox {
  /** false: no key from the environment in production; `seal` then throws */
  readonly canSeal: boolean;
  seal(plain: string, context: string): string;
  /** throws when the text was changed, sealed for another context or with another key */
  open(sealed: string, context: string): string;
}

const VERSION = 'v1.';
const NONCE = 12;
const TAG = 16;

/** MODEL_KEY_SECRET as 32 bytes: base64 or hex of exactly 32 bytes, else derived from the text (HKDF). */
export function keyFromSecret(secret: string): Buffer {
  const s = secret.trim();
  if (/^[0-9a-f]{64}$/i.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(s)) {
    const bytes = Buffer.from(s, 'base64');
    if (bytes.length === 32) return bytes;
  }
  return Buffer.from(hkdfSync('sha256', s, 'robot-square', 'model-provider-keys', 32));
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export function createSecretBox(key: Buffer | null): SecretBox {
  if (key && key.length !== 32) throw new Error('the secret box needs a 32-byte key');
  return {
    canSeal: key !== null,
    seal(plain, context) {
      if (!key) throw new SecretBoxError('MODEL_KEY_SECRET is not set: API keys cannot be stored');
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed, context) {
      if (!key) throw new SecretBoxError('MODEL_KEY_SECRET is not set: API keys cannot be read');
      if (!sealed.startsWith(VERSION)) throw new SecretBoxError('unknown sealed format');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
      if (raw.length < NONCE + TAG) throw new SecretBoxError('sealed value too short');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(NONCE, NONCE + TAG));
        return Buffer.concat([
          decipher.update(raw.subarray(NONCE + TAG)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value cannot be opened (changed, or another key)');
      }
    },
  };
}

/**
 * The box of this server: MODEL_KEY_SECRET's key; without it, in development and tests, a key derived
 * from the database's location (stable across restarts, with a warning), and in production none (the
 * server starts, but refuses to store an API key).
 */
export function secretBoxFor(
  config: {
    NODE_ENV: string;
    MODEL_KEY_SECRET?: string | undefined;
    database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  },
  log: { warn(obj: unknown, msg: string): void },
): SecretBox {
  if (config.MODEL_KEY_SECRET) return createSecretBox(keyFromSecret(config.MODEL_KEY_SECRET));
  if (config.NODE_ENV === 'production') {
    log.warn({}, 'MODEL_KEY_SECRET is not set: model provider API keys cannot be stored');
    return createSecretBox(null);
  }
  const where = config.database.kind === 'sqlite' ? config.database.file : config.database.url;
  log.warn(
    {},
    'MODEL_KEY_SECRET is not set: model API keys are encrypted with a key derived from the database location (development only)',
  );
  return createSecretBox(keyFromSecret(`robot-square-local-model-key:${where}`));
}

import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Operators' secrets at rest: TOTP secrets sealed with AES-256-GCM (node:crypto), and recovery
 * codes kept as keyed hashes. Both keys come from OPERATOR_SECRET_KEY through HKDF, so a copy of
 * the database alone reveals neither a TOTP secret nor a recovery code, not even by brute force.
 *
 * A sealed value reads `enc:v1:<iv>.<tag>.<ciphertext>` (base64url). Base32 TOTP secrets never
 * contain a colon, so a value without the prefix is a secret stored in clear before encryption
 * came in: it is still read, and sealed at the next start or log-in.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** Encrypts `plain`, bound to `context` (the column and row it belongs in). */
  seal(plain: string, context: string): string;
  /** The plain secret of a sealed value (or of a legacy clear one); throws when it was altered or moved to another row. */
  open(stored: string, context: string): string;
  isSealed(stored: string): boolean;
  /** The keyed hash a recovery code is stored and looked up by. */
  hashCode(code: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the operator secret key must be 32 bytes');
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `orca ${purpose}`, 32));
  const encryptionKey = derive('operator totp secrets v1');
  const codeKey = derive('operator recovery codes v1');
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv, { authTagLength: TAG_BYTES });
      // The context is authenticated, so a sealed secret copied into another operator's row does not open there.
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`;
    },
    open(stored, context) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored.slice(PREFIX.length).split('.');
      if (iv === undefined || tag === undefined || body === undefined)
        throw new Error('a sealed secret is malformed');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        encryptionKey,
        Buffer.from(iv, 'base64url'),
        { authTagLength: TAG_BYTES },
      );
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
    hashCode: (code) => createHmac('sha256', codeKey).update(code).digest('hex'),
  };
}

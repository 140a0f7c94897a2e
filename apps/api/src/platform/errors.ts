import type { ResultCode } from '@orca/contracts';

/**
 * An expected failure: the player's or the world's fault, answered with a result code.
 * `params` fill the message's placeholders; `data` goes to the client in the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: ResultCode,
    readonly options: {
      params?: Record<string, string | number>;
      data?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
  }
}

/** A programmer error: crashes loudly instead of answering something plausible. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Assertion failed: ${message}`);
}

/**
 * A failure that belongs to one form field: answered with `code` (validation_error unless a
 * more specific code exists, like username_exists) and the field with its `validation.` key,
 * whose message is filled in with `params` (a limit's maximum).
 */
export class FieldRuleError extends AppError {
  constructor(
    code: ResultCode,
    readonly field: string,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'FieldRuleError';
  }
}

import type { WithdrawalMethod } from '@orca/contracts';
import { describe, expect, it } from 'vitest';
import { detailsSchemaFor } from './withdrawal-details-form';

const method = (overrides: Partial<WithdrawalMethod>): WithdrawalMethod => ({
  id: 'eth',
  name: 'Ether (ETH)',
  time: '24h',
  fee: '3.00',
  min: '20.00',
  max: '5000.00',
  currency: 'EUR',
  address: { minLength: 42, maxLength: 42 },
  tag: null,
  ...overrides,
});
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('the withdrawal address form', () => {
  it('asks for a fixed length when the method has one', () => {
    const schema = detailsSchemaFor(method({}));
    expect(messages(schema.safeParse({ token: 't', address: '0x123' }))).toEqual([
      'address:exact_length',
    ]);
    expect(messages(schema.safeParse({ token: 't', address: `0x${'a'.repeat(40)}` }))).toEqual([]);
  });

  it('checks the minimum and maximum of a ranged address and requires the address', () => {
    const schema = detailsSchemaFor(method({ address: { minLength: 26, maxLength: 64 } }));
    expect(messages(schema.safeParse({ token: 't', address: 'bc1short' }))).toEqual([
      'address:too_short',
    ]);
    expect(messages(schema.safeParse({ token: 't', address: 'b'.repeat(65) }))).toEqual([
      'address:too_long',
    ]);
    expect(messages(schema.safeParse({ token: 't', address: '  ' }))).toEqual(['address:required']);
  });

  it('requires a tag only when the method says so, and caps its length', () => {
    const optional = detailsSchemaFor(
      method({
        address: { minLength: 5, maxLength: 40 },
        tag: { label: 'destination_tag', maxLength: 10, isRequired: false },
      }),
    );
    expect(messages(optional.safeParse({ token: 't', address: 'rAddress1' }))).toEqual([]);
    expect(
      messages(optional.safeParse({ token: 't', address: 'rAddress1', tag: '12345678901' })),
    ).toEqual(['tag:too_long']);
    const required = detailsSchemaFor(
      method({
        address: { minLength: 5, maxLength: 40 },
        tag: { label: 'memo', maxLength: 20, isRequired: true },
      }),
    );
    expect(messages(required.safeParse({ token: 't', address: 'rAddress1', tag: '' }))).toEqual([
      'tag:required',
    ]);
  });
});

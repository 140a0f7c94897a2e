import { postSigned } from '@orca/signer/protocol';

/** A request to the signer as the casino makes one, signed with `secret` (another to see it refused). */
export async function askSigner(
  signer: { url: string; secret: string },
  path: string,
  body: Record<string, unknown>,
  secret = signer.secret,
) {
  const response = await postSigned(signer, path, body, { secret });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

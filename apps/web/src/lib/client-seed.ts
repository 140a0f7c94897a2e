/** A fresh client seed suggestion: 16 random hex characters from the browser's CSPRNG. */
export function randomClientSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Cloudflare Turnstile's siteverify protocol; the URL is configurable so tests run a local peer. */
export function createTurnstileVerifier(options: {
  secret: string | undefined;
  verifyUrl: string;
}) {
  return {
    isConfigured: options.secret !== undefined,
    async verify(token: string | undefined, remoteIp: string): Promise<boolean> {
      if (!options.secret || !token) return false;
      try {
        const response = await fetch(options.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({
            secret: options.secret,
            response: token,
            remoteip: remoteIp,
          }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) return false;
        const body = (await response.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

export type TurnstileVerifier = ReturnType<typeof createTurnstileVerifier>;

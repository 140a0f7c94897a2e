import { formatMinor } from '@orca/contracts';
import type { SandboxCheckoutRow } from './sandbox-provider.repository.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Sandbox Pay's hosted page: the amount and reference, and the two buttons while it is open. */
export function checkoutPage(checkout: SandboxCheckoutRow, status: string): string {
  const amount = `${formatMinor(checkout.amountMinor)} ${checkout.currency}`;
  const isOpen = status === 'open';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f5;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:12px;padding:2rem;max-width:22rem;width:90%;box-shadow:0 4px 24px #0002}h1{font-size:1.2rem;margin:0 0 .25rem}p{color:#445}.amount{font-size:2rem;font-weight:700;color:#123}form{display:inline}button{font-size:1rem;padding:.7rem 1.2rem;border-radius:8px;border:0;margin:.5rem .5rem 0 0;cursor:pointer}.ok{background:#1a7f5a;color:#fff}.no{background:#dde;color:#223}</style></head>
<body><main><h1>Sandbox Pay</h1><p>Test payment provider. No real money moves.</p><p class="amount">${escapeHtml(amount)}</p><p>Reference ${escapeHtml(checkout.merchantReference)}</p>
${isOpen ? `<form method="post" action="/sandbox-pay/checkout/${checkout.id}/confirm"><button class="ok" type="submit">Confirm payment</button></form><form method="post" action="/sandbox-pay/checkout/${checkout.id}/decline"><button class="no" type="submit">Decline</button></form>` : `<p>This payment is ${escapeHtml(status)}.</p><p><a href="${escapeHtml(checkout.returnUrl)}">Back to the casino</a></p>`}
</main></body></html>`;
}

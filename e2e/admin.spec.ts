import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminApi,
  adminUrl,
  api,
  apiKey,
  baseUrl,
  createPlayer,
  DEMO_OPERATOR,
  depositEarlier,
  enterAuthenticatorCode,
  enterOperatorPassword,
  launch,
  operatorHeaders,
  totpCode,
  uniqueName,
  visitor,
  type TestPlayer,
} from './browser';

/** Every back-office screen at 1440 px, kept where a reviewer looks at them. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? path.join(tmpdir(), 'shots-admin');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const cashOf = async (player: TestPlayer) =>
  Number(
    (await api<{ cash: string }>('GET', '/player/balance', { player: player.session })).body.data
      .cash,
  );

async function requestWithdrawal(player: TestPlayer, amount: string): Promise<string> {
  const response = await api<{ trans_id: string }>('POST', '/cashier/withdraw', {
    player: player.session,
    body: { method: 'btc', amount },
  });
  if (!response.body.info.success)
    throw new Error(`withdrawal refused: ${response.body.info.message}`);
  return response.body.data.trans_id;
}

/** A player's identity document, as the player uploaded it earlier: a rendered card, so the viewer has something to show. */
async function uploadDocument(player: TestPlayer): Promise<void> {
  const { context, page } = await visitor(browser);
  await page.setContent(
    `<div style="width:640px;height:400px;background:#e2e8f0;font:32px sans-serif;padding:40px;box-sizing:border-box">IDENTITY CARD<br/><br/>Robin Tester<br/>born 17-05-1990</div>`,
  );
  const image = await page.locator('div').screenshot();
  await context.close();
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(image)], { type: 'image/png' }),
    'identity-card.png',
  );
  const response = await fetch(`${baseUrl()}/api/v1/player/uploadPlayerDocument/identity_front`, {
    method: 'POST',
    headers: { 'api-key': apiKey(), 'x-player-session': player.session },
    body: form,
  });
  const body = (await response.json()) as { info: { success: boolean; message: string } };
  if (!body.info.success) throw new Error(`upload refused: ${body.info.message}`);
}

describe('back office', () => {
  it('an operator logs in with password and TOTP, decides withdrawals (a rejection puts the money back), reviews a document and finds it all in the audit log', async () => {
    const player = await createPlayer('Payee', { isComplete: true });
    await depositEarlier(player, '100');
    const approvedId = await requestWithdrawal(player, '37.15');
    const beforeSecond = await cashOf(player);
    const rejectedId = await requestWithdrawal(player, '24.40');
    const reserved = beforeSecond - (await cashOf(player));
    expect(reserved).toBeGreaterThanOrEqual(24.4);
    await uploadDocument(player);

    const { context, page } = await visitor(browser);
    await enterOperatorPassword(page, DEMO_OPERATOR);
    await page.getByRole('heading', { name: 'Authenticator code' }).waitFor();
    await shot(page, '02-login-code');
    await enterAuthenticatorCode(page, DEMO_OPERATOR.totpSecret);

    // An admin lands on the dashboard (it holds reports.read); withdrawals: approve one with a note.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('heading', { name: 'Withdrawal queue' }).waitFor();
    await page.getByRole('row', { name: new RegExp(`${player.username}.*37\\.15 EUR`) }).click();
    await page.getByLabel('Note (kept with the decision)').fill('KYC checked, address on file');
    await shot(page, '03-withdrawal-queue');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Withdrawal approved.').waitFor();
    await expect
      .poll(async () => await page.getByRole('row', { name: /37\.15 EUR/ }).count())
      .toBe(0);
    const pending = await api<{ trans_id: string; status: string }[]>(
      'GET',
      '/player/transactions/pendingWithdrawals',
      { player: player.session },
    );
    expect(pending.body.data.find((withdrawal) => withdrawal.trans_id === approvedId)?.status).toBe(
      'awaiting_details',
    );

    // Reject the other: the reserved money is back on the player's balance.
    const cashBefore = await cashOf(player);
    await page.getByRole('row', { name: /24\.40 EUR/ }).click();
    await page.getByLabel('Note (kept with the decision)').fill('Player asked to cancel by phone');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByText('Withdrawal rejected; the money is back on the player’s balance.')
      .waitFor();
    await expect.poll(() => cashOf(player)).toBeCloseTo(cashBefore + reserved, 2);

    // KYC: look at the document and reject it with a reason the player reads.
    await page.getByRole('link', { name: 'KYC review' }).click();
    await page.getByRole('heading', { name: 'KYC review' }).waitFor();
    await page
      .getByRole('row', {
        name: new RegExp(`${player.username}.*Identity document \\(front\\).*identity-card\\.png`),
      })
      .click();
    await page.getByRole('img', { name: /Document: identity-card\.png/ }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Give the player a reason for the rejection.').waitFor();
    await page
      .getByLabel('Reason shown to the player')
      .fill('The card is cut off at the edge; please upload the whole card.');
    await shot(page, '04-kyc-review');
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Document rejected; the player sees the reason.').waitFor();
    const documents = await api<{
      documents: { fileName: string; status: string; reason: string | null }[];
    }>('GET', '/player/playerDocuments', { player: player.session });
    expect(
      documents.body.data.documents.find((document) => document.fileName === 'identity-card.png'),
    ).toMatchObject({
      status: 'rejected',
      reason: 'The card is cut off at the edge; please upload the whole card.',
    });

    // The audit log has both decisions, by this operator.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Actor (username or id)').fill(DEMO_OPERATOR.username);
    await page.getByLabel('Action starts with').fill('withdrawal.');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row', { name: new RegExp(`withdrawal\\.approve.*${approvedId}`) })
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(`withdrawal\\.reject.*${rejectedId}`) })
      .waitFor();
    await shot(page, '05-audit-log');

    // An admin adds a colleague, who will enrol their authenticator at their first log-in.
    const colleague = uniqueName('paydesk');
    await page.getByRole('link', { name: 'Operators' }).click();
    await page.getByLabel('Username').fill(colleague);
    await page.getByLabel('Initial password').fill('Payments-Desk-2026!');
    await page.getByLabel('Role').selectOption('payments');
    await page.getByRole('button', { name: 'Add operator' }).click();
    await page.getByText(`${colleague} was added.`, { exact: false }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(`${colleague}.*Payments desk.*At first log-in`) })
      .waitFor();
    await shot(page, '08-operators');
    await context.close();
  });

  it('a role without payments.approve enrols TOTP by QR at its first log-in, sees no withdrawal queue, and the API answers 403', async () => {
    const admin = await operatorHeaders();
    const colleague = { username: uniqueName('kycdesk'), password: 'Compliance-Desk-2026!' };
    const created = await adminApi('POST', '/admin/operators', {
      headers: admin,
      body: { ...colleague, role: 'compliance' },
    });
    expect(created.body.info.success).toBe(true);

    const { context, page } = await visitor(browser);
    await page.goto(adminUrl());
    await shot(page, '01-login');
    await enterOperatorPassword(page, colleague);
    await page.getByRole('heading', { name: 'Set up two-step log-in' }).waitFor();
    await page.getByRole('img', { name: 'QR code with the authenticator key' }).waitFor();
    await shot(page, '06-totp-enrolment');
    const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code').fill(await totpCode(secret));
    await page.getByRole('button', { name: 'Log in' }).click();
    // Enrolment ends with the recovery codes, shown once, before the back office opens.
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await page.getByLabel('I have saved them somewhere safe').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const navigation = page.getByRole('navigation');
    await navigation.getByRole('link', { name: 'KYC review' }).waitFor();
    expect(await navigation.getByRole('link', { name: 'Withdrawals' }).count()).toBe(0);
    await page.goto(`${adminUrl()}/withdrawals`);
    await page.getByText('Your role does not give access to this section.').waitFor();
    await shot(page, '07-section-forbidden');

    const session = await page.evaluate(() => sessionStorage.getItem('orca-operator-session'));
    const refused = await adminApi('GET', '/admin/withdrawals', {
      headers: { 'x-operator-session': session ?? '' },
    });
    expect([refused.status, refused.body.info.resultCode]).toEqual([403, 'forbidden']);
    await context.close();
  });
});

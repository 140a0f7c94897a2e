const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<string, string> = {
  'coral-hi-lo': 'Coral Hi-Lo',
  'pearl-diver': 'Pearl Diver',
};

/** The game page the casino frames: the launch data rides in data attributes for the page's script. */
export function pageHtml(launch: {
  game: string;
  token: string;
  mode: 'real' | 'fun';
  lang: string;
}): string {
  return `<!doctype html>
<html lang="${escape(launch.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(TITLES[launch.game] ?? 'Reef Studios')} · Reef Studios</title>
<style>
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#eafcff;background:radial-gradient(circle at 30% 10%,#1b6f8a,#062a3a 60%,#031821);display:flex;flex-direction:column}
  header{display:flex;justify-content:space-between;align-items:center;padding:.75rem 1rem;background:#0008;gap:.5rem;flex-wrap:wrap}
  header strong{font-size:1.1rem;letter-spacing:.02em}
  .balance{font-variant-numeric:tabular-nums;background:#fff1;padding:.3rem .7rem;border-radius:999px}
  main{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:1rem;gap:1.25rem;text-align:center}
  .table{display:flex;gap:1rem;flex-wrap:wrap;justify-content:center}
  .card{width:96px;height:136px;border-radius:12px;background:#fdfbf2;color:#123;font-size:2.4rem;font-weight:800;display:grid;place-items:center;box-shadow:0 8px 24px #0006}
  .card.small{width:48px;height:68px;font-size:1.2rem;opacity:.8}
  .shell{width:110px;height:90px;border-radius:55px 55px 20px 20px;border:0;cursor:pointer;background:linear-gradient(160deg,#ffd6e0,#f29bb5);color:#5a1630;font-weight:800;font-size:1.1rem;box-shadow:0 8px 24px #0006}
  .shell:disabled{cursor:default}
  .shell.win{outline:4px solid #7dffc4}
  .controls{display:flex;gap:.5rem;flex-wrap:wrap;justify-content:center;align-items:center}
  label{display:flex;gap:.4rem;align-items:center}
  input{width:6rem;padding:.55rem;border-radius:8px;border:1px solid #8cd;background:#0a3544;color:#fff;font-size:1rem}
  button.action{padding:.65rem 1.1rem;border-radius:10px;border:0;font-size:1rem;font-weight:700;cursor:pointer;background:#19c2a0;color:#032}
  button.action.alt{background:#ffd166}
  button:disabled{opacity:.5;cursor:not-allowed}
  .message{min-height:1.5rem;font-weight:600}
  footer{font-size:.75rem;opacity:.7;padding:.5rem;text-align:center}
</style>
</head>
<body data-game="${escape(launch.game)}" data-token="${escape(launch.token)}" data-mode="${launch.mode}">
<header><strong>${escape(TITLES[launch.game] ?? '')}</strong><span class="balance" id="balance" aria-live="polite">…</span></header>
<main id="game"><p>Loading…</p></main>
<footer>Reef Studios · a reference game provider · ${launch.mode === 'fun' ? 'play for fun' : 'real money'}</footer>
<script src="/static/reef.js"></script>
</body>
</html>`;
}

/** The page's script: plain browser JavaScript, talking only to the Reef server. */
export const PAGE_SCRIPT = `(() => {
  const body = document.body;
  const game = body.dataset.game;
  const main = document.getElementById('game');
  const balanceEl = document.getElementById('balance');
  let session = null;
  let currency = 'EUR';
  const post = async (path, payload) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error || 'error');
    return data;
  };
  const showBalance = (value) => { if (value !== undefined) balanceEl.textContent = value + ' ' + currency; };
  const rank = (card) => ({ 11: 'J', 12: 'Q', 13: 'K', 14: 'A' })[card] || String(card);
  const el = (tag, attrs, text) => { const node = document.createElement(tag); Object.assign(node, attrs || {}); if (text !== undefined) node.textContent = text; return node; };
  const message = el('p', { className: 'message', role: 'status' });
  const betInput = el('input', { id: 'bet', type: 'text', inputMode: 'decimal', value: '1.00' });
  const betLabel = el('label', { htmlFor: 'bet' }, 'Stake ');
  betLabel.appendChild(betInput);
  const dropText = (result) => (result.drop ? ' · Reef Ocean Drops: you won a ' + result.drop + ' ' + currency + ' drop!' : '');
  const fail = (error) => { message.textContent = 'Not accepted: ' + error.message.replace(/_/g, ' '); };

  function pearlDiver() {
    const table = el('div', { className: 'table' });
    const shells = [0, 1, 2].map((i) => {
      const shell = el('button', { className: 'shell', type: 'button', ariaLabel: 'Shell ' + (i + 1) }, '?');
      shell.addEventListener('click', async () => {
        shells.forEach((s) => { s.disabled = true; s.classList.remove('win'); });
        message.textContent = '';
        try {
          const result = await post('/api/pearl', { session, bet: betInput.value, shell: i });
          result.shells.forEach((pay, j) => { shells[j].textContent = (pay / 100).toFixed(pay % 100 ? 1 : 0) + '×'; });
          if (Number(result.win) > 0) shells[i].classList.add('win');
          message.textContent = (Number(result.win) > 0 ? 'A pearl! You win ' + result.win + ' ' + currency : 'Empty shell') + dropText(result);
          showBalance(result.balance);
        } catch (error) { fail(error); }
        setTimeout(() => shells.forEach((s) => { s.disabled = false; s.textContent = '?'; }), 1500);
      });
      table.appendChild(shell);
      return shell;
    });
    const controls = el('div', { className: 'controls' });
    controls.appendChild(betLabel);
    main.replaceChildren(el('p', {}, 'Pick a shell. Pearls pay up to 20 times the stake.'), controls, table, message);
  }

  function coralHiLo() {
    let round = null;
    const table = el('div', { className: 'table' });
    const history = el('div', { className: 'table' });
    const current = el('div', { className: 'card', ariaLabel: 'Current card' }, '?');
    table.appendChild(current);
    const start = el('button', { className: 'action', type: 'button' }, 'Deal');
    const higher = el('button', { className: 'action', type: 'button', disabled: true }, 'Higher');
    const lower = el('button', { className: 'action', type: 'button', disabled: true }, 'Lower');
    const cashout = el('button', { className: 'action alt', type: 'button', disabled: true }, 'Cash out');
    const setPlaying = (isPlaying) => { start.disabled = isPlaying; betInput.disabled = isPlaying; higher.disabled = !isPlaying; lower.disabled = !isPlaying; cashout.disabled = !isPlaying; };
    start.addEventListener('click', async () => {
      try {
        const result = await post('/api/hilo/start', { session, bet: betInput.value });
        round = result.round;
        current.textContent = rank(result.card);
        history.replaceChildren();
        message.textContent = 'Higher or lower? Current win ' + result.win + ' ' + currency + dropText(result);
        showBalance(result.balance);
        setPlaying(true);
      } catch (error) { fail(error); }
    });
    const guess = (direction) => async () => {
      try {
        const result = await post('/api/hilo/guess', { session, round, guess: direction });
        history.appendChild(el('div', { className: 'card small' }, current.textContent));
        current.textContent = rank(result.card);
        if (result.isOver) { message.textContent = 'Wrong guess: the round is lost'; showBalance(result.balance); setPlaying(false); }
        else message.textContent = 'Right! Current win ' + result.win + ' ' + currency;
      } catch (error) { fail(error); }
    };
    higher.addEventListener('click', guess('higher'));
    lower.addEventListener('click', guess('lower'));
    cashout.addEventListener('click', async () => {
      try {
        const result = await post('/api/hilo/cashout', { session, round });
        message.textContent = 'Cashed out ' + result.win + ' ' + currency;
        showBalance(result.balance);
        setPlaying(false);
      } catch (error) { fail(error); }
    });
    const controls = el('div', { className: 'controls' });
    [betLabel, start, higher, lower, cashout].forEach((node) => controls.appendChild(node));
    main.replaceChildren(el('p', {}, 'Guess the next card. Each right guess multiplies the win; cash out any time.'), table, history, controls, message);
  }

  post('/api/session', { token: body.dataset.token, game, mode: body.dataset.mode })
    .then((result) => {
      session = result.session;
      currency = result.currency;
      showBalance(result.balance);
      if (game === 'pearl-diver') pearlDiver(); else coralHiLo();
    })
    .catch((error) => { main.replaceChildren(el('p', { role: 'alert' }, 'This game session could not start (' + error.message + '). Please open the game again.')); });
})();
`;

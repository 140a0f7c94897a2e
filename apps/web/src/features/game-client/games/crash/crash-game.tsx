import { outcomeOf, type CrashState } from '@orca/contracts';
import { CRASH_RTP } from '@orca/games/crash/crash';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrashChain } from '../../api/crash';
import { getPlayBalance, useOpenRound } from '../../api/play';
import { useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { GameFrame, type GameTheme } from '../../components/game-frame';
import { formatPercent } from '../../lib/format-game';
import { fromMinor, localizeAmount } from '../../lib/money';
import { CrashBets } from './crash-bets';
import { CrashControls } from './crash-controls';
import { CrashChainDetails, CrashChainSummary } from './crash-fairness';
import { CrashFlight } from './crash-flight';
import {
  autoCashoutOf,
  betOfRound,
  crashButtonOf,
  flightView,
  resultLineOf,
  settledByBust,
  winAtMinor,
  type MyBet,
} from './crash-view';
import { useCrashFlight } from './use-crash-flight';

const THEME: GameTheme = {
  accent: '#facc15',
  glow: 'rgba(250,204,21,0.5)',
  background: 'radial-gradient(ellipse at 50% 0%, #1d2b52 0%, #0d1430 50%, #060818 100%)',
};

export default function CrashGame() {
  const { t } = useTranslation();
  const { session, play, commitBalance, showError, money, language } = useGameClient();
  const { bet, setBet, validBet, betMinor } = useBet();
  const [autoText, setAutoText] = useState(() => localizeAmount('2.00', language));
  const [isAutoOn, setIsAutoOn] = useState(false);
  // Undefined until this view bets: until then the player's bet is the one still riding from before
  // a reload (the server's open round), so it can be cashed out here.
  const [ownBet, setMyBet] = useState<MyBet | null | undefined>(undefined);
  const openRound = useOpenRound(session.sessionToken);
  const myBet = ownBet !== undefined ? ownBet : betOfRound(openRound.data?.round ?? null);
  const [isBusy, setIsBusy] = useState(false);
  const myBetRef = useRef<MyBet | null>(null);
  useEffect(() => {
    myBetRef.current = myBet;
  }, [myBet]);

  /** A bust settles every open bet: auto cash-outs at or under the point win. The server's balance is final then. */
  const settleMine = useCallback(
    (next: CrashState) => {
      const settled = settledByBust(myBetRef.current, next);
      if (!settled) return;
      setMyBet(settled);
      getPlayBalance(session.sessionToken).then(({ balance }) => commitBalance(balance), showError);
    },
    [session.sessionToken, commitBalance, showError],
  );
  const { state, serverNow } = useCrashFlight(settleMine, showError);
  const chain = useCrashChain(state?.game.id ?? null);

  const { autoCashout, isAutoInvalid } = autoCashoutOf(isAutoOn, autoText);
  const view = flightView(state, serverNow, myBet);

  async function handleBet() {
    if (!state || validBet === null || isBusy || isAutoInvalid) return;
    setIsBusy(true);
    const placed = await play('/play/crash/bet', { bet: validBet, autoCashout });
    if (placed) setMyBet(betOfRound(placed.round));
    setIsBusy(false);
  }

  async function handleCashout() {
    if (!myBet || isBusy) return;
    setIsBusy(true);
    const result = await play(
      '/play/crash/cashout',
      {},
      {
        onFailure: (code) => {
          if (code === 'crash_cashout_too_late' || code === 'crash_no_bet')
            setMyBet(myBet ? { ...myBet, status: 'lost' } : null);
        },
      },
    );
    if (result) {
      const outcome = outcomeOf(result.round, 'crash');
      setMyBet({
        ...myBet,
        status: 'cashed',
        cashoutX: (outcome.cashoutHundredths ?? 0) / 100,
        win: result.round.win,
      });
    }
    setIsBusy(false);
  }

  return (
    <GameFrame
      title={t('gameClient.crash.title')}
      theme={THEME}
      howToPlay={[
        t('gameClient.crash.how1'),
        t('gameClient.crash.how2'),
        t('gameClient.crash.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.crash.rule1')}</li>
          <li>{t('gameClient.crash.rule2')}</li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(CRASH_RTP * 100, language, 0) })}</li>
        </ul>
      }
      fairness={{
        summary: <CrashChainSummary chain={chain.data} language={language} />,
        details: <CrashChainDetails chain={chain.data} language={language} state={state} />,
      }}
    >
      {/*
        Not the shared FastGameLayout: on a phone the graph, then the controls, then the bets, so the
        graph and the cash-out button are on screen together while a bet runs. From 600 px the same
        columns as the other fast games: controls left, graph and bets right. The right column may
        shrink below its content (minmax(0, 1fr), min-w-0): the strip of last rounds scrolls and
        the multiplier scales with the graph, or a long strip widened the page past its frame.
      */}
      <div className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-2 p-2 sm:grid-cols-[17rem_minmax(0,1fr)] sm:grid-rows-[1fr_auto] sm:content-stretch sm:gap-3 sm:p-3 md:grid-cols-[20rem_minmax(0,1fr)] lg:mx-auto lg:w-full lg:max-w-[90rem]">
        <section className="flex min-w-0 flex-col gap-2 rounded-2xl border border-white/10 bg-black/25 p-2 sm:col-start-2 sm:row-start-1 sm:gap-3 sm:p-4">
          <CrashFlight state={state} view={view} language={language} />
        </section>
        <section
          aria-label={t('gameClient.controls.label')}
          className="flex min-w-0 flex-col gap-3 rounded-2xl border border-white/10 bg-black/30 p-3 sm:col-start-1 sm:row-span-2 sm:row-start-1 sm:p-4"
        >
          <CrashControls
            bet={bet}
            onBetChange={setBet}
            isBetLocked={view.isMineLive || isBusy}
            isAutoOn={isAutoOn}
            onAutoOnChange={setIsAutoOn}
            autoText={autoText}
            onAutoTextChange={setAutoText}
            isAutoLocked={view.isMineLive}
            isAutoInvalid={isAutoInvalid}
            potential={
              betMinor !== null && autoCashout !== null
                ? fromMinor(winAtMinor(betMinor, autoCashout, 'round'))
                : null
            }
            resultLine={resultLineOf(myBet, state, view.isAutoReached)}
            betStatus={myBet?.status}
            button={crashButtonOf(view, {
              isBusy,
              isOpenRoundPending: openRound.isPending,
              hasValidBet: validBet !== null,
              isAutoInvalid,
            })}
            language={language}
            money={money}
            onBet={() => void handleBet()}
            onCashout={() => void handleCashout()}
          />
        </section>
        <div className="min-w-0 sm:col-start-2 sm:row-start-2">
          <CrashBets state={state} language={language} />
        </div>
      </div>
    </GameFrame>
  );
}

import { outcomeOf } from '@orca/contracts';
import { slotTitleBySlug } from '@orca/games/slots/registry';
import type { SlotConfig } from '@orca/games/slots/types';
import { useCallback, useEffect, useMemo, useReducer, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameClient } from '../../components/game-client-context';
import { GameDialog } from '../../components/game-dialog';
import { GameFrame } from '../../components/game-frame';
import { GameUnavailable } from '../../components/game-states';
import { formatPercent } from '../../lib/format-game';
import { betLadder, defaultBet, toMinor } from '../../lib/money';
import { getBonusSpins } from './bonus-spins';
import { Paytable } from './paytable';
import { SlotBuyOffer } from './slot-buy-offer';
import { SlotControls } from './slot-controls';
import { cycleFrame, roundShow } from './slot-show';
import { SlotStage } from './slot-stage';
import { initialSlotState, slotReducer } from './slot-state';
import { themeOf } from './slot-theme';
import { buyPriceOf, initialGrid, isAboveBonusMaxBet, nextBet } from './slot-view';
import { SymbolDefs } from './symbol-art';
import { useRoundShow } from './use-round-show';

const WIN_CYCLE_MS = 1700;

export default function SlotGame() {
  const { session } = useGameClient();
  const config = slotTitleBySlug(session.slug);
  if (!config) return <GameUnavailable />;
  return <SlotTable config={config} />;
}

function SlotTable({ config }: { config: SlotConfig }) {
  const { t } = useTranslation();
  const { session, play, reveal, money, language, showError } = useGameClient();
  const theme = useMemo(() => themeOf(config), [config]);
  const symbolsById = useMemo(() => new Map(config.symbols.map((s) => [s.id, s])), [config]);
  const ladder = useMemo(
    () => betLadder(session.minBet, session.maxBet),
    [session.minBet, session.maxBet],
  );
  const [state, dispatch] = useReducer(slotReducer, null, () =>
    initialSlotState(
      initialGrid(config),
      Math.max(0, ladder.indexOf(defaultBet(session.minBet, session.maxBet))),
    ),
  );
  const { bet, isBonusSpin } = nextBet(state, ladder, session.minBet);
  const { isBusy, dialog, cycle } = state;
  const show = useRoundShow(dispatch);

  const loadBonusSpins = useCallback(() => {
    if (session.mode !== 'real') return;
    getBonusSpins(session.sessionToken).then(
      (spins) => dispatch({ type: 'bonusSpinsLoaded', spins }),
      showError,
    );
  }, [session.mode, session.sessionToken, showError]);
  useEffect(loadBonusSpins, [loadBonusSpins]);

  // After a round, the last spin's wins are shown one after another until the next spin.
  useEffect(() => {
    if (!cycle || cycle.spin.wins.length < 2) return;
    let index = 0;
    const timer = setInterval(() => {
      index = (index + 1) % (cycle.spin.wins.length + 1);
      dispatch({ type: 'highlighted', ...cycleFrame(config, cycle, index) });
    }, WIN_CYCLE_MS);
    return () => clearInterval(timer);
  }, [cycle, config]);

  async function handleSpin(isBonusBuy = false) {
    if (isBusy) {
      // Pressing spin during a round's show skips to its end.
      show.skip();
      return;
    }
    const betMinor = toMinor(bet);
    if (betMinor === null) return;
    const isFreeSpin = isBonusSpin && !isBonusBuy;
    dispatch({ type: 'roundStarted' });
    show.resetSkip();
    // A free spin's win never reaches the balance (it adds to the bonus's winnings), so nothing waits to be revealed.
    const result = await play(
      '/play/slot/spin',
      { bet, isBonusBuy, freeSpins: isFreeSpin },
      {
        isRevealDeferred: !isFreeSpin,
        onFailure: (code) => {
          if (code === 'free_spins_unavailable') loadBonusSpins();
        },
      },
    );
    if (result) {
      const steps = roundShow(
        config,
        outcomeOf(result.round, 'slot'),
        result.round.win,
        betMinor,
        state.spinKey,
      );
      await show.run(steps, () => reveal(result));
    }
    const played = result?.freeSpins ?? null;
    // Another free-spins bonus on this game carries on where this one ended.
    if (played?.isFinished && played.leftOnGame > 0) loadBonusSpins();
    dispatch({ type: 'roundEnded', freeSpins: played });
    show.resetSkip();
  }

  // Space spins when nothing else has the keyboard.
  const spinRef = useRef(handleSpin);
  useEffect(() => {
    spinRef.current = handleSpin;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.code !== 'Space' || event.repeat || dialog !== null) return;
      const target = event.target as HTMLElement | null;
      if (target && target !== document.body && target.tagName !== 'MAIN') return;
      event.preventDefault();
      void spinRef.current();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  const buyPrice = buyPriceOf(config, bet);
  // The dialog says a buy above the active bonus's max bet is refused before the server does.
  const isBuyAboveBonusMaxBet = isAboveBonusMaxBet(buyPrice, session.bonusMaxBet);
  const stageStyle = { '--gc-frame': theme.frame } as CSSProperties;

  return (
    <GameFrame
      title={config.name}
      theme={theme}
      isViewportHeight
      howToPlay={[
        t('gameClient.slot.how1'),
        t('gameClient.slot.how2'),
        config.bonusBuy ? t('gameClient.slot.how3Buy') : t('gameClient.slot.how3'),
      ]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>
            {t('gameClient.frame.rtp', { rtp: formatPercent(config.rtp.base * 100, language) })}
          </li>
          <li>{t('gameClient.slot.rulesPaytable')}</li>
        </ul>
      }
    >
      <SymbolDefs symbols={config.symbols} />
      <div className="flex min-h-0 flex-1 flex-col" style={stageStyle}>
        <SlotStage
          config={config}
          theme={theme}
          symbolsById={symbolsById}
          state={state}
          language={language}
          money={money}
          onStopped={show.handleStopped}
          onOverlayDismiss={show.wake}
        />
        <SlotControls
          accent={theme.accent}
          money={money}
          bonusSpins={state.bonusSpins}
          bonusOutcome={state.bonusOutcome}
          bet={bet}
          isBusy={isBusy}
          isBonusSpin={isBonusSpin}
          canBetDown={state.betIndex !== 0}
          canBetUp={state.betIndex < ladder.length - 1}
          winAmount={state.winAmount}
          canBuy={Boolean(config.bonusBuy && buyPrice)}
          onBetStep={(step) => dispatch({ type: 'betStepped', step, ladderLength: ladder.length })}
          onSpin={() => void handleSpin()}
          onPaytable={() => dispatch({ type: 'dialogChanged', dialog: 'paytable' })}
          onBuy={() => dispatch({ type: 'dialogChanged', dialog: 'buy' })}
          onBonusOutcomeDismiss={() => dispatch({ type: 'bonusOutcomeDismissed' })}
        />
      </div>

      <GameDialog
        open={dialog === 'paytable'}
        onOpenChange={(open) =>
          dispatch({ type: 'dialogChanged', dialog: open ? 'paytable' : null })
        }
        title={t('gameClient.slot.paytableTitle', { game: config.name })}
        closeLabel={t('common.close')}
      >
        <Paytable config={config} bet={bet} money={money} accent={theme.accent} />
      </GameDialog>
      <GameDialog
        open={dialog === 'buy'}
        onOpenChange={(open) => dispatch({ type: 'dialogChanged', dialog: open ? 'buy' : null })}
        title={t('gameClient.slot.buyTitle')}
        closeLabel={t('common.close')}
      >
        {config.bonusBuy && buyPrice && (
          <SlotBuyOffer
            config={{ ...config, bonusBuy: config.bonusBuy }}
            buyPrice={buyPrice}
            bonusMaxBet={session.bonusMaxBet}
            isAboveBonusMaxBet={isBuyAboveBonusMaxBet}
            accent={theme.accent}
            language={language}
            money={money}
            onCancel={() => dispatch({ type: 'dialogChanged', dialog: null })}
            onConfirm={() => void handleSpin(true)}
          />
        )}
      </GameDialog>
    </GameFrame>
  );
}

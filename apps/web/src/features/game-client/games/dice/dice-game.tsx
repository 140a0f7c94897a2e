import { outcomeOf } from '@orca/contracts';
import {
  DICE_RTP,
  DICE_WIN_COUNT_MAX,
  DICE_WIN_COUNT_MIN,
  type DiceDirection,
} from '@orca/games/fast/dice';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField, PlayButton, Segmented, Stat, useBet } from '../../components/controls';
import { useGameClient } from '../../components/game-client-context';
import { FastGameLayout, GameFrame, type GameTheme } from '../../components/game-frame';
import { formatMultiplier, formatPercent, pause } from '../../lib/format-game';
import { fromMinor } from '../../lib/money';
import { DiceStage, type DiceDrafts } from './dice-stage';
import {
  diceOdds,
  flippedTarget,
  targetFromDraft,
  type DiceDraftField,
  type Roll,
} from './dice-view';

const THEME: GameTheme = {
  accent: '#38bdf8',
  glow: 'rgba(14,165,233,0.55)',
  background: 'radial-gradient(ellipse at 50% -10%, #123b5c 0%, #0a1a2b 45%, #060d16 100%)',
};
const HISTORY_SIZE = 8;

export default function DiceGame() {
  const { t } = useTranslation();
  const { play, reveal, language, money } = useGameClient();
  const { bet, setBet, validBet, betMinor } = useBet();
  const [direction, setDirection] = useState<DiceDirection>('over');
  const [targetHundredths, setTargetHundredths] = useState(5050);
  const [drafts, setDrafts] = useState<DiceDrafts>({});
  const [isBusy, setIsBusy] = useState(false);
  const [rolls, setRolls] = useState<Roll[]>([]);
  const [shown, setShown] = useState<Roll | null>(null);
  const odds = diceOdds(direction, targetHundredths, betMinor);

  function changeDirection(next: DiceDirection) {
    if (next === direction) return;
    setDirection(next);
    setTargetHundredths(flippedTarget(next, targetHundredths));
    setDrafts({});
  }

  function commitDraft(field: DiceDraftField) {
    const next = targetFromDraft(field, drafts[field] ?? '', direction);
    setDrafts({});
    if (next !== null) setTargetHundredths(next);
  }

  async function handleRoll() {
    if (validBet === null || isBusy) return;
    setIsBusy(true);
    const result = await play(
      '/play/dice',
      { bet: validBet, target: targetHundredths / 100, direction },
      { isRevealDeferred: true },
    );
    if (result) {
      const outcome = outcomeOf(result.round, 'dice');
      const roll = {
        id: result.round.roundId,
        rollHundredths: outcome.rollHundredths,
        isWin: outcome.isWin,
        win: result.round.win,
      };
      setShown(roll);
      await pause(450);
      setRolls((list) => [roll, ...list].slice(0, HISTORY_SIZE));
      reveal(result);
    }
    setIsBusy(false);
  }

  const controls = (
    <>
      <BetField value={bet} onChange={setBet} isDisabled={isBusy} />
      <Segmented
        label={t('gameClient.dice.direction')}
        value={direction}
        onChange={changeDirection}
        isDisabled={isBusy}
        options={[
          { value: 'under', label: t('gameClient.dice.rollUnder') },
          { value: 'over', label: t('gameClient.dice.rollOver') },
        ]}
      />
      <Stat
        label={t('gameClient.controls.profitOnWin')}
        value={odds.profitMinor === null ? '—' : money(fromMinor(odds.profitMinor))}
        tone="good"
      />
      <PlayButton
        onClick={() => void handleRoll()}
        disabled={isBusy || validBet === null}
        className="mt-auto"
      >
        {isBusy ? t('gameClient.dice.rolling') : t('gameClient.dice.roll')}
      </PlayButton>
    </>
  );

  return (
    <GameFrame
      title={t('gameClient.dice.title')}
      theme={THEME}
      howToPlay={[t('gameClient.dice.how1'), t('gameClient.dice.how2'), t('gameClient.dice.how3')]}
      rules={
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('gameClient.dice.rule1')}</li>
          <li>
            {t('gameClient.dice.rule2', {
              min: formatPercent(DICE_WIN_COUNT_MIN / 100, language),
              max: formatPercent(DICE_WIN_COUNT_MAX / 100, language, 0),
            })}
          </li>
          <li>{t('gameClient.frame.rtp', { rtp: formatPercent(DICE_RTP * 100, language) })}</li>
          <li>
            {t('gameClient.dice.example', { multiplier: formatMultiplier(2 * 0.99, language, 4) })}
          </li>
        </ul>
      }
    >
      <FastGameLayout
        label={t('gameClient.controls.label')}
        controls={controls}
        stage={
          <DiceStage
            rolls={rolls}
            shown={shown}
            direction={direction}
            targetHundredths={targetHundredths}
            odds={odds}
            drafts={drafts}
            isBusy={isBusy}
            language={language}
            money={money}
            onTargetChange={setTargetHundredths}
            onDraftChange={setDrafts}
            onDraftCommit={commitDraft}
            onSwap={() => changeDirection(direction === 'over' ? 'under' : 'over')}
          />
        }
      />
    </GameFrame>
  );
}

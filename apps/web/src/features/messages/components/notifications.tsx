import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useDismissToast, useToast } from '../../../components/ui/toast';
import { isGamePath } from '../../../lib/game-route';
import { useProfile } from '../../../lib/queries/player';
import { queryKeys } from '../../../lib/query-keys';
import { useMessages } from '../api/get-messages';
import {
  highestIndex,
  readAnnouncedIndex,
  readSeenIndex,
  unseenMessages,
  writeAnnouncedIndex,
  writeSeenIndex,
} from '../seen-messages';
import { MessagesPanel } from './messages-panel';

/** More than this shows as "99+": the badge stays a badge. */
const BADGE_MAX = 99;
const MESSAGES_TOAST_KEY = 'player-messages';

/**
 * The header's bell: the number of messages the player has not seen, the panel, and the one toast
 * that announces new ones (spec sections 4 and 7: it stays until dismissed, and its OK opens the
 * panel). Seen means "the panel was opened while it listed them", remembered per player in
 * localStorage. Each arrival is announced once: a reload or another log-in shows the badge, not
 * the toast again. A game page is all game (its bar, its frame, its buttons), so an announcement
 * waits there, on the badge, until the player leaves the game.
 */
export function Notifications() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const dismissToast = useDismissToast();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const messages = useMessages();
  const [isOpen, setIsOpen] = useState(false);
  // The mark as written on this page (storage may refuse it: private mode, a full quota).
  const [written, setWritten] = useState<{ playerId: string; index: bigint } | null>(null);
  const playerId = profile.data?.id ?? null;
  const list = messages.data?.messages;

  const seenIndex = useMemo(() => {
    if (playerId === null) return null;
    const stored = readSeenIndex(playerId);
    const local = written?.playerId === playerId ? written.index : null;
    return stored !== null && (local === null || stored > local) ? stored : local;
  }, [playerId, written]);
  // Until the profile says whose they are, nothing counts as new (the mark is per player); while
  // the panel is open, whatever arrives is on screen.
  const unseen = useMemo(
    () => (list && playerId !== null && !isOpen ? unseenMessages(list, seenIndex) : []),
    [isOpen, list, playerId, seenIndex],
  );

  const markSeen = useCallback(() => {
    const newest = list ? highestIndex(list) : null;
    if (playerId === null || newest === null) return;
    writeSeenIndex(playerId, newest);
    setWritten((current) =>
      current?.playerId === playerId && current.index >= newest
        ? current
        : { playerId, index: newest },
    );
  }, [list, playerId]);

  // Opening marks what the panel lists (and takes down the toast announcing it, opened from the
  // bell rather than its OK); closing marks what arrived while it was open.
  const handleOpenChange = useCallback(
    (isNowOpen: boolean) => {
      markSeen();
      if (isNowOpen) dismissToast(MESSAGES_TOAST_KEY);
      setIsOpen(isNowOpen);
    },
    [dismissToast, markSeen],
  );

  // A message arriving while the panel is open is stored as seen at once, should the page be left
  // with the panel still open.
  useEffect(() => {
    const newest = list ? highestIndex(list) : null;
    if (isOpen && playerId !== null && newest !== null) writeSeenIndex(playerId, newest);
  }, [isOpen, list, playerId]);

  // One toast, however many messages an arrival brings; a later arrival, while it is still up,
  // changes its count (the toast's key) rather than stacking another.
  const announcedHere = useRef<{ playerId: string; index: bigint } | null>(null);
  const isGamePage = isGamePath(useLocation().pathname);
  useEffect(() => {
    const newest = highestIndex(unseen);
    if (isOpen || isGamePage || newest === null || playerId === null) return;
    // The page's own mark too: storage may refuse to keep one (private mode, a full quota).
    const stored = readAnnouncedIndex(playerId);
    const here = announcedHere.current?.playerId === playerId ? announcedHere.current.index : null;
    if ((stored !== null && newest <= stored) || (here !== null && newest <= here)) return;
    announcedHere.current = { playerId, index: newest };
    writeAnnouncedIndex(playerId, newest);
    toast({
      title:
        unseen.length === 1
          ? t('messages.newOne')
          : t('messages.newMany', { count: unseen.length }),
      durationMs: 0,
      key: MESSAGES_TOAST_KEY,
      action: { label: t('messages.ok'), onClick: () => handleOpenChange(true) },
    });
  }, [handleOpenChange, isGamePage, isOpen, playerId, t, toast, unseen]);

  // Messages are written in the reader's language when read: a switch asks for them again.
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: queryKeys.player.messages });
  }, [i18n.language, queryClient]);

  const count = unseen.length;
  return (
    <>
      <button
        type="button"
        onClick={() => handleOpenChange(true)}
        aria-label={count > 0 ? t('messages.openUnread', { count }) : t('messages.open')}
        className="relative shrink-0 rounded-lg p-2 text-slate-200 hover:bg-ink-800"
      >
        <Icon name="bell" className="h-6 w-6" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-500 px-1 text-[11px] leading-none font-bold text-white tabular-nums"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </button>
      <MessagesPanel
        isOpen={isOpen}
        onOpenChange={handleOpenChange}
        messages={list}
        hasFailed={messages.isError}
        onRetry={() => void messages.refetch()}
      />
    </>
  );
}

import type { Game } from '@orca/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites';

/** Spec section 9: the favorites confirmation shows for 2000 ms. */
export const FAVORITE_TOAST_MS = 2000;

function HeartIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      aria-hidden="true"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M12 20 4.5 12.5a4.5 4.5 0 0 1 7.5-5 4.5 4.5 0 0 1 7.5 5z" />
    </svg>
  );
}

/** Adds the game to the player's favorites or takes it off; the list changes only when the API says it did. */
export function FavoriteButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const toast = useToast();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const isFavorite = ids.data?.includes(game.id) ?? false;

  function handleClick() {
    toggle.mutate(
      { gameId: game.id, gameTitle: game.name, isFavorite },
      {
        onSuccess: () =>
          toast({
            title: isFavorite
              ? t('games.favorites.removed', { name: game.name })
              : t('games.favorites.added', { name: game.name }),
            variant: 'success',
            durationMs: FAVORITE_TOAST_MS,
          }),
        onError: (error) =>
          toast({
            title: t('games.favorites.failed'),
            description: error instanceof ApiError ? error.message : undefined,
            variant: 'error',
          }),
      },
    );
  }

  return (
    <Button
      variant="ghost"
      className={`w-full border border-ink-600 ${isFavorite ? 'text-rose-300' : ''}`}
      disabled={!ids.data || toggle.isPending}
      onClick={handleClick}
    >
      <HeartIcon isFilled={isFavorite} />
      {isFavorite ? t('games.favorites.remove') : t('games.favorites.add')}
    </Button>
  );
}

/** A game's name as its edition in the UI language prints it (games.<id>.title), or the given fallback. */
import { useI18n } from 'vue-i18n';

export function useGameName(): (gameId: string, fallback?: string) => string {
  const { t, te } = useI18n();
  return (gameId, fallback) => (te(`games.${gameId}.title`) ? t(`games.${gameId}.title`) : (fallback ?? gameId));
}

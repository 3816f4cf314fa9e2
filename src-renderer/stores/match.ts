/**
 * The match on screen. The renderer never decides a rule: it shows the snapshot main sends
 * (view, legal actions, log, score) and sends back one of the legal actions.
 */
import { defineStore } from 'pinia';
import { call } from '../api';
import { useAppStore } from './app';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

export const useMatchStore = defineStore('match', {
  state: () => ({
    snapshot: null as MatchSnapshot | null,
    /** Seat whose private screen is unlocked in hot-seat play; null until they confirm the hand-off. */
    unlockedSeat: null as number | null,
    /** Requests in flight; nested calls (apply, then the next seat's view) keep the frame busy throughout. */
    pending: 0,
  }),
  getters: {
    busy(): boolean {
      return this.pending > 0;
    },
    hiddenInfo(): boolean {
      const app = useAppStore();
      return app.games.find((g) => g.id === this.snapshot?.gameId)?.hasHiddenInformation ?? false;
    },
    /** A hand-off screen is due when a different seat must now act on hidden information. */
    needsHandOff(): boolean {
      const s = this.snapshot;
      if (!s || s.mode !== 'digital' || !this.hiddenInfo || s.status !== 'active') return false;
      return typeof s.actor === 'number' && s.actor !== this.unlockedSeat;
    },
  },
  actions: {
    async open(matchId: number): Promise<void> {
      this.snapshot = null;
      this.unlockedSeat = null;
      await this.refresh(matchId);
    },
    /** Which seat's view to ask for: the acting seat, unless a hand-off is still pending. */
    viewerFor(snapshot: Pick<MatchSnapshot, 'actor' | 'mode' | 'status'> | null): number | null {
      if (!snapshot || typeof snapshot.actor !== 'number') return this.unlockedSeat;
      if (snapshot.mode === 'assist' || !this.hiddenInfo) return snapshot.actor;
      return this.unlockedSeat === snapshot.actor ? snapshot.actor : null;
    },
    async refresh(matchId?: number): Promise<void> {
      const id = matchId ?? this.snapshot!.matchId;
      await this.run(async () => {
        const publicView = await call('match:view', { matchId: id, viewer: null });
        const viewer = this.viewerFor(publicView);
        this.snapshot = viewer === publicView.viewer ? publicView : await call('match:view', { matchId: id, viewer });
      });
    },
    async unlock(): Promise<void> {
      if (typeof this.snapshot?.actor !== 'number') return;
      this.unlockedSeat = this.snapshot.actor;
      await this.refresh();
    },
    async act(action: unknown): Promise<void> {
      const s = this.snapshot;
      if (!s || this.busy) return;
      this.pending++;
      try {
        const ok = await this.run(async () => {
          this.snapshot = await call('match:apply', { matchId: s.matchId, viewer: s.viewer, expectedVersion: s.version, action });
          return true;
        });
        if (ok) await this.followTurn();
        else await this.refresh(s.matchId);
      } finally {
        this.pending--;
      }
    },
    async undo(): Promise<void> {
      const s = this.snapshot;
      if (!s || !s.canUndo || this.busy) return;
      await this.run(async () => {
        this.snapshot = await call('match:undo', { matchId: s.matchId, viewer: s.viewer, expectedVersion: s.version });
      });
    },
    /** After an action, show the next actor's screen (or the hand-off before it). */
    async followTurn(): Promise<void> {
      const s = this.snapshot;
      if (s && this.viewerFor(s) !== s.viewer) await this.refresh(s.matchId);
    },
    async run<T>(work: () => Promise<T>): Promise<T | undefined> {
      this.pending++;
      try {
        return await useAppStore().guard(work);
      } finally {
        this.pending--;
      }
    },
  },
});

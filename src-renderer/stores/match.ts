/**
 * The match on screen. The renderer never decides a rule: it shows the snapshot main sends
 * (view, legal actions, log, score) and sends back one of the legal actions.
 *
 * Whose screen it is: main says which seats keep secrets and whether the acting seat must see its own to act
 * (`handOff`). The table shows the public screen (viewer null) unless a seat has taken the device after a
 * hand-off, or asks to look at its secrets (`peek`). The hand-off policy setting can ask for more hand-offs
 * (always) or none (a trusted table).
 */
import { defineStore } from 'pinia';
import { call } from '../api';
import { useAppStore } from './app';
import type { MatchSnapshot } from '../../src-shared/ipc/contract';

type Turn = Pick<MatchSnapshot, 'actor' | 'mode' | 'status' | 'handOff' | 'privacy' | 'seats'>;

/** Numbers each refresh, so only the newest one's answer is shown. */
let latestRefresh = 0;

export const useMatchStore = defineStore('match', {
  state: () => ({
    snapshot: null as MatchSnapshot | null,
    /** Seat whose private screen is unlocked in hot-seat play; null until they confirm the hand-off. */
    unlockedSeat: null as number | null,
    /** Seat looking at its secrets on request (held button in hot-seat play, the Show toggle in assist mode). */
    peekSeat: null as number | null,
    /** Requests in flight; nested calls (apply, then the next seat's view) keep the frame busy throughout. */
    pending: 0,
  }),
  getters: {
    busy(): boolean {
      return this.pending > 0;
    },
    /** A hand-off screen is due before the acting seat's own screen is shown. */
    needsHandOff(): boolean {
      const s = this.snapshot;
      return !!s && handOffDue(s) && s.actor !== this.unlockedSeat;
    },
  },
  actions: {
    async open(matchId: number): Promise<void> {
      this.snapshot = null;
      this.unlockedSeat = null;
      this.peekSeat = null;
      await this.refresh(matchId);
    },
    /** Which seat's view to ask for. */
    viewerFor(snapshot: Turn | null): number | null {
      if (!snapshot || snapshot.status !== 'active') return null;
      // One person against bots: nobody at the table to keep a secret from (unless hand-offs are asked for always).
      const alone = soleHuman(snapshot);
      if (alone !== null && useAppStore().settings.handOff !== 'always') return alone;
      if (typeof snapshot.actor !== 'number') return null;
      // Playing alone: there is nobody to keep a secret from.
      if (snapshot.seats.length === 1) return snapshot.actor;
      if (this.peekSeat !== null) return this.peekSeat;
      if (snapshot.mode === 'assist') return null;
      if (handOffDue(snapshot)) return this.unlockedSeat === snapshot.actor ? snapshot.actor : null;
      // A trusted table (hand-offs off) sees the acting seat's own screen whenever it needs it.
      return snapshot.handOff ? snapshot.actor : null;
    },
    async refresh(matchId?: number): Promise<void> {
      const id = matchId ?? this.snapshot!.matchId;
      const ticket = ++latestRefresh;
      await this.run(async () => {
        const publicView = await call('match:view', { matchId: id, viewer: null });
        this.forgetOtherSeats(publicView);
        const viewer = this.viewerFor(publicView);
        const next = viewer === publicView.viewer ? publicView : await call('match:view', { matchId: id, viewer });
        // A later refresh (the seat let go of "hold to show", say) has the last word: an older answer that
        // arrives after it must not put a seat's secrets back on the shared screen.
        if (ticket === latestRefresh) this.snapshot = next;
      });
    },
    /** A seat that took the device keeps it only while the turn stays with it. */
    forgetOtherSeats(snapshot: Turn): void {
      if (snapshot.actor !== this.unlockedSeat) this.unlockedSeat = null;
      if (snapshot.actor !== this.peekSeat || snapshot.status !== 'active') this.peekSeat = null;
    },
    async unlock(): Promise<void> {
      if (typeof this.snapshot?.actor !== 'number') return;
      this.unlockedSeat = this.snapshot.actor;
      await this.refresh();
    },
    /** Shows `seat`'s own screen (its secrets) until `unpeek`; only the acting seat in hot-seat play. */
    async peek(seat: number): Promise<void> {
      if (!this.snapshot || this.snapshot.privacy[seat] === 'none') return;
      this.peekSeat = seat;
      await this.refresh();
    },
    async unpeek(): Promise<void> {
      if (this.peekSeat === null) return;
      this.peekSeat = null;
      await this.refresh();
    },
    async act(action: unknown): Promise<void> {
      const s = this.snapshot;
      if (!s || this.busy) return;
      this.pending++;
      try {
        const next = await this.run(() => call('match:apply', { matchId: s.matchId, viewer: s.viewer, expectedVersion: s.version, action }));
        // The answer is drawn for the seat that acted; show it only if that seat keeps the screen.
        if (!next) await this.refreshAfterRefusal(s.matchId);
        else {
          this.forgetOtherSeats(next);
          if (this.viewerFor(next) === next.viewer) this.snapshot = next;
          else await this.refresh(s.matchId);
        }
      } finally {
        this.pending--;
      }
    },
    async undo(): Promise<void> {
      const s = this.snapshot;
      if (!s || !s.canUndo || this.busy) return;
      const ok = await this.run(async () => {
        this.snapshot = await call('match:undo', { matchId: s.matchId, viewer: s.viewer, expectedVersion: s.version });
        return true;
      });
      // Refused (e.g. the match moved on in another window): show the saved state, as after a refused action.
      if (!ok) await this.refreshAfterRefusal(s.matchId);
    },
    /**
     * After main refused a request: show the saved state and keep the refusal on screen. A plain refresh
     * would clear the error line (every guarded call does), so "the match moved on" was never seen.
     */
    async refreshAfterRefusal(matchId: number): Promise<void> {
      const app = useAppStore();
      const refusal = app.error;
      await this.refresh(matchId);
      if (!app.error) app.error = refusal;
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

/** The one person's seat in a digital game where every other seat is a bot; null otherwise. */
export function soleHuman(s: Pick<Turn, 'mode' | 'seats'>): number | null {
  if (s.mode !== 'digital' || s.seats.length < 2) return null;
  const people = s.seats.filter((seat) => !seat.bot);
  return people.length === 1 ? people[0].seat : null;
}

/**
 * Whether hot-seat play hands the device to the acting seat before its turn, under the chosen policy. Never to a
 * bot (it reads no screen): the hand-off goes to the next person. One person against bots gets none unless the
 * policy is "always".
 */
function handOffDue(s: Turn): boolean {
  if (s.mode !== 'digital' || s.status !== 'active' || typeof s.actor !== 'number' || s.seats.length < 2) return false;
  if (s.seats[s.actor]?.bot) return false;
  const policy = useAppStore().settings.handOff;
  if (policy === 'never' || (policy !== 'always' && soleHuman(s) !== null)) return false;
  if (policy === 'always') return s.privacy[s.actor] !== 'none';
  return s.handOff;
}

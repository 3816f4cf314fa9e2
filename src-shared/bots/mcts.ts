/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012): every
 * iteration searches one determinization (`sampleHidden` from the bot's seat), so the tree's nodes are the
 * bot's information sets; a child counts as available only in the determinizations where it is legal (UCB
 * uses availability counts). Chance events are sampled by their weights and kept out of the tree. Each seat
 * in the tree picks for its own reward (max-n); a playout runs `rolloutDepth` actions and the leaf is scored
 * by the game's provisional points (or the final ranking).
 */
import { canonicalJson } from '../engine/canonical';
import type { Rng } from '../engine/rng';
import type { SeatIndex } from '../engine/types';
import { margin, rewards } from './evaluate';
import { advance, lookAhead, ownState } from './in-place';
import type { BotChoice, BotGame, ChooseOptions, SearchBudget } from './types';

interface TreeNode {
  action: unknown;
  key: string;
  /** Seat that chose this action. */
  seat: SeatIndex;
  visits: number;
  available: number;
  /** Sum of rewards of the seat that chose it. */
  total: number;
  /** Sum of the bot's provisional margin at the leaves (for the expected gain). */
  marginTotal: number;
  /** Made when the node is first searched from: most children the priors make are never entered. */
  children: Map<string, TreeNode> | undefined;
}

/** UCB1's exploration constant, unless the game gives its own (rewards lie in [0, 1]). */
const EXPLORATION = 0.7;

function newNode(action: unknown, key: string, seat: SeatIndex): TreeNode {
  return { action, key, seat, visits: 0, available: 0, total: 0, marginTotal: 0, children: undefined };
}

function sampleChance(bot: BotGame, state: unknown, rng: Rng): unknown {
  const outcomes = bot.game.chanceOutcomes(state);
  return outcomes[rng.weighted(outcomes.map((o) => o.weight))].action;
}

function rolloutAction(bot: BotGame, state: unknown, rng: Rng): unknown {
  const legal = bot.game.legalActions(state);
  return bot.support.rollout?.(state, legal, rng) ?? legal[rng.int(legal.length)];
}

export function searchChoice(bot: BotGame, state: unknown, seat: SeatIndex, rng: Rng, budget: SearchBudget, options: ChooseOptions = {}): BotChoice {
  const { game, support } = bot;
  const root = newNode(undefined, '', seat);
  const exploration = support.exploration ?? EXPLORATION;
  const keyOf = support.actionKey ?? canonicalJson;
  const started = options.now?.() ?? 0;
  const first = support.sampleHidden(state, seat, rng);
  const startMargin = margin(support.evaluate(first), seat);
  const forced = onlyMove(bot, first, seat, startMargin);
  if (forced) return forced;
  if (support.rootPrior) seedRoot(bot, root, state, seat, rng, support.rootPrior);
  let iterations = 0;
  for (; iterations < budget.iterations; iterations++) {
    if (iterations % 16 === 0 && iterations > 0) {
      if (budget.millis !== undefined && options.now && options.now() - started >= budget.millis) break;
      if (options.onProgress?.({ iterations, of: budget.iterations }) === false) break;
    }
    let s = ownState(bot, support.sampleHidden(state, seat, rng));
    const path: TreeNode[] = [root];
    let node = root;
    // Selection and expansion.
    for (;;) {
      const actor = game.currentActor(s);
      if (actor === 'terminal') break;
      if (actor === 'chance') {
        s = advance(bot, s, sampleChance(bot, s, rng));
        continue;
      }
      const legal = game.legalActions(s);
      if (node !== root && support.branches && !support.branches(s, seat)) {
        // Not a choice the tree keeps (the rest of a turn): played as a leaf is settled, so the budget goes to the next turns.
        s = advance(bot, s, settleMove(bot, s, legal, actor));
        continue;
      }
      const untried: [unknown, string][] = [];
      const present: TreeNode[] = [];
      let seeded = false;
      const children = (node.children ??= new Map());
      for (const action of legal) {
        const key = keyOf(action);
        let child = children.get(key);
        if (!child && support.nodePrior) {
          child = priorChild(bot, s, action, key, actor, seat, support.nodePrior);
          children.set(key, child);
          seeded = true;
        }
        if (child) {
          child.available++;
          present.push(child);
        } else untried.push([action, key]);
      }
      if (seeded) {
        // Children valued one step ahead: descend to the most promising and score the leaf there.
        node = bestByUcb(present, exploration);
        path.push(node);
        s = advance(bot, s, node.action);
        break;
      }
      if (untried.length > 0) {
        const [action, key] = untried[rng.int(untried.length)];
        const child = newNode(action, key, actor);
        child.available = 1;
        children.set(key, child);
        path.push(child);
        s = advance(bot, s, action);
        break;
      }
      node = bestByUcb(present, exploration);
      path.push(node);
      s = advance(bot, s, node.action);
    }
    // Playout.
    for (let depth = 0; depth < budget.rolloutDepth; depth++) {
      const actor = game.currentActor(s);
      if (actor === 'terminal') break;
      s = advance(bot, s, actor === 'chance' ? sampleChance(bot, s, rng) : rolloutAction(bot, s, rng));
    }
    s = settleLeaf(bot, s, rng);
    const points = support.evaluate(s);
    const reward = rewards(game, support, s, points);
    const leafMargin = margin(points, seat);
    for (const visited of path) {
      visited.visits++;
      visited.total += reward[visited.seat] ?? 0;
      visited.marginTotal += leafMargin;
    }
  }
  options.onProgress?.({ iterations, of: budget.iterations });
  const best = mostVisited(root);
  if (!best) {
    const legal = game.legalActions(support.sampleHidden(state, seat, rng));
    return { action: legal[0], value: 0, gain: 0, iterations };
  }
  return { action: best.action, value: best.total / best.visits, gain: best.marginTotal / best.visits - startMargin, iterations };
}

/**
 * A position with one legal move needs no search (the acting seat's moves depend only on what it sees): the move,
 * valued one step ahead.
 */
function onlyMove(bot: BotGame, first: unknown, seat: SeatIndex, startMargin: number): BotChoice | undefined {
  const legal = bot.game.legalActions(first);
  if (legal.length !== 1) return undefined;
  return lookAhead(bot, ownState(bot, first), legal[0], (after) => {
    const points = bot.support.evaluate(after);
    return { action: legal[0], value: rewards(bot.game, bot.support, after, points)[seat] ?? 0, gain: margin(points, seat) - startMargin, iterations: 0 };
  });
}

/** Most moves a leaf is played on to reach a quiet position (a turn's follow-ups: a handful). */
const SETTLE_LIMIT = 32;

/** Plays on from a leaf to the game's next quiet position (`BotSupport.quiet`), if it names them. */
function settleLeaf(bot: BotGame, s: unknown, rng: Rng): unknown {
  const { game, support } = bot;
  if (!support.quiet) return s;
  for (let step = 0; step < SETTLE_LIMIT && !support.quiet(s); step++) {
    const actor = game.currentActor(s);
    if (actor === 'terminal') break;
    if (actor === 'chance') {
      s = advance(bot, s, sampleChance(bot, s, rng));
      continue;
    }
    s = advance(bot, s, settleMove(bot, s, game.legalActions(s), actor));
  }
  return s;
}

/** The game's move towards a quiet position, else the best one step ahead for the seat making it. */
function settleMove(bot: BotGame, s: unknown, legal: readonly unknown[], actor: SeatIndex): unknown {
  return legal.length === 1 ? legal[0] : (bot.support.settle?.(s, legal) ?? bestOneStep(bot, s, legal, actor));
}

/** The move with the best evaluation one step ahead for the seat making it (the first of equals). */
function bestOneStep(bot: BotGame, s: unknown, legal: readonly unknown[], actor: SeatIndex): unknown {
  let best = legal[0];
  let bestMargin = -Infinity;
  for (const action of legal) {
    const value = lookAhead(bot, s, action, (after) => margin(bot.support.evaluate(after), actor));
    if (value > bestMargin) {
      best = action;
      bestMargin = value;
    }
  }
  return best;
}

/** A move valued one step ahead (for the seat that makes it), entering the tree with `visits` virtual visits. */
function priorChild(bot: BotGame, s: unknown, action: unknown, key: string, actor: SeatIndex, seat: SeatIndex, visits: number): TreeNode {
  const { game, support } = bot;
  const child = newNode(action, key, actor);
  child.visits = visits;
  child.available = visits - 1;
  lookAhead(bot, s, action, (after) => {
    const points = support.evaluate(after);
    child.total = visits * (rewards(game, support, after, points)[actor] ?? 0);
    child.marginTotal = visits * margin(points, seat);
  });
  return child;
}

/** Every root move, valued one step ahead on one determinization, enters the tree with `visits` virtual visits. */
function seedRoot(bot: BotGame, root: TreeNode, state: unknown, seat: SeatIndex, rng: Rng, visits: number): void {
  const { game, support } = bot;
  const seen = ownState(bot, support.sampleHidden(state, seat, rng));
  const keyOf = support.actionKey ?? canonicalJson;
  root.children ??= new Map();
  for (const action of game.legalActions(seen)) {
    const child = newNode(action, keyOf(action), seat);
    child.visits = visits;
    child.available = visits;
    lookAhead(bot, seen, action, (after) => {
      const points = support.evaluate(after);
      child.total = visits * (rewards(game, support, after, points)[seat] ?? 0);
      child.marginTotal = visits * margin(points, seat);
    });
    root.children.set(child.key, child);
  }
}

function bestByUcb(children: TreeNode[], exploration: number): TreeNode {
  let best = children[0];
  let bestScore = -Infinity;
  for (const child of children) {
    const score = child.total / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
    if (score > bestScore) {
      best = child;
      bestScore = score;
    }
  }
  return best;
}

/** The root child searched most (ties: the better mean, then the first key, so the choice is reproducible). */
function mostVisited(root: TreeNode): TreeNode | undefined {
  let best: TreeNode | undefined;
  for (const child of root.children?.values() ?? []) {
    if (
      !best ||
      child.visits > best.visits ||
      (child.visits === best.visits && child.total / child.visits > best.total / best.visits) ||
      (child.visits === best.visits && child.total === best.total && child.key < best.key)
    ) best = child;
  }
  return best;
}

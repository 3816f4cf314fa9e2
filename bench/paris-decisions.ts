/**
 * Strong Paris decisions at fixed positions, for speed work: `npx tsx bench/paris-decisions.ts <players> <iterations> [positions]`.
 * Positions come from a greedy game (seed `decisions`); prints CPU ms per decision and a digest of the moves chosen,
 * so a change meant to keep the moves can be checked to keep them.
 */
import { canonicalJson } from '../src-shared/engine/canonical';
import { deriveSeed } from '../src-shared/engine/rng';
import { applyTrusted, drawChance, setupState } from '../src-shared/engine/runner';
import { chooseAction } from '../src-shared/bots/choose';
import { botGame } from '../src-shared/bots/registry';

const players = Number(process.argv[2] ?? 4);
const iterations = Number(process.argv[3] ?? 600);
const wanted = Number(process.argv[4] ?? 30);
const bot = botGame('paris')!;
const { game } = bot;
const positions: { state: unknown; seat: number; index: number }[] = [];
for (let g = 0; positions.length < wanted * 3; g++) {
  const seed = deriveSeed('decisions', g);
  const names = Array.from({ length: players }, (_, i) => `Seat ${i + 1}`);
  const init = setupState(game, { game: 'paris', options: {}, players, names, seed, mode: 'digital' });
  if (!init.ok) throw new Error(init.error.message);
  let state = init.value;
  for (let index = 0; ; index++) {
    const actor = game.currentActor(state);
    if (actor === 'terminal') break;
    if (actor === 'chance') { state = applyTrusted(game, state, drawChance(game, state, seed, index)); continue; }
    if (game.legalActions(state).length > 1 && (state as { phase: string }).phase === 'main') positions.push({ state, seat: actor, index });
    state = applyTrusted(game, state, chooseAction(bot, 'greedy', state, actor, deriveSeed(seed, 'bot', index)).action);
  }
}
const step = Math.floor(positions.length / wanted);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let digest = 0;
const started = cpu();
for (let k = 0; k < wanted; k++) {
  const { state, seat, index } = positions[k * step];
  const choice = chooseAction(bot, 'strong', state, seat, deriveSeed('decide', index), { budget: { iterations, millis: undefined } });
  for (const ch of canonicalJson(choice.action) + choice.value.toFixed(6)) digest = (digest * 31 + ch.charCodeAt(0)) >>> 0;
}
console.log(`${players}p ${iterations} iterations, ${wanted} decisions: ${((cpu() - started) / wanted).toFixed(1)} ms cpu each, digest ${digest.toString(16)}`);

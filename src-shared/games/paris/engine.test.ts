import { describe, expect, test } from 'vitest';
import { zodToAppError } from '../../engine/runner';
import { paris } from './index';
import { ownedBy } from './rules';
import { act, build, edit, isLegalNow, legal, mainPhase, start } from './test-helpers';
import { optionsSchema, type Action, type Options, type State } from './types';

const moves = (s: State) => legal(s).filter((a): a is Extract<Action, { type: 'moveKey' }> => a.type === 'moveKey');

describe('setup', () => {
  test.each([
    [2, 10, 30],
    [3, 9, 36],
    [4, 7, 42],
  ])('%i players: %i keys each, 2 in the reserve, 3 francs, %i bonus tiles after the 3p/4p filter', (players, keys, tiles) => {
    const s = start(players);
    expect(s.players.every((p) => p.keysInHand === keys && p.reserve === 2 && p.francs === 3)).toBe(true);
    expect(s.track.flat()).toHaveLength(tiles);
    expect(s.track.slice(1).every((stack, i) => stack.every((n) => n === i + 1))).toBe(true);
  });

  test('3 building tiles are removed unseen: 33 are drawn, from all 36', () => {
    const s = start();
    expect(s.stackCount).toBe(33);
    expect(paris.chanceOutcomes(s)).toHaveLength(36);
  });

  test('ignore-district-names variant removes no building tile', () => {
    expect(start(2, { ignoreDistrictNames: true }).stackCount).toBe(36);
  });

  test('no resources can be bought at the start: they are all on the board', () => {
    const s = mainPhase(start());
    expect(legal(s).some((a) => a.type === 'buy')).toBe(false);
  });

  test('random setup: gold beside every value-8 space, then 60 chance layouts of tokens and zone-shuffled tiles', () => {
    let s = start(3, { setup: 'random' });
    expect(paris.currentActor(s)).toBe('chance');
    expect(s.districts.belleville.spaces[5].token).toEqual({ kind: 'resource', type: 'gold' });
    let steps = 0;
    while (s.phase === 'layout') {
      const outcomes = paris.chanceOutcomes(s);
      s = act(s, outcomes[outcomes.length - 1].action);
      steps++;
    }
    expect(steps).toBe(60);
    const tokens = Object.values(s.districts).flatMap((d) => d.spaces.map((sp) => sp.token));
    expect(tokens.filter((t) => t?.kind === 'prestige')).toHaveLength(18);
    expect(tokens.filter((t) => t?.kind === 'resource')).toHaveLength(18);
    // every space holds one number, from its own zone (A 1–10, B 11–20, C 21–30)
    for (let space = 1; space <= 30; space++) {
      const numbers = new Set(s.track[space]);
      expect(numbers.size).toBe(1);
      expect(Math.ceil([...numbers][0] / 10)).toBe(Math.ceil(space / 10));
    }
    expect(s.track.flat()).toHaveLength(36);
  });
});

describe('placing buildings', () => {
  test('a drawn tile goes on the space of its district and value, then the player acts', () => {
    const s = act(start(), { type: 'draw', tile: 'montmartre:5' });
    expect(s.districts.montmartre.spaces[4].type).toBe('bakery');
    expect(s.stackCount).toBe(32);
    expect(paris.currentActor(s)).toBe(0);
  });

  test('variant: the player picks any district with that value free and no building of that type', () => {
    let s = start(2, { ignoreDistrictNames: true });
    s = edit(s, (d) => build(d, 'belleville', 1, 'bakery'));
    s = act(s, { type: 'draw', tile: 'montmartre:5' }); // a bakery of value 5
    const districts = legal(s).map((a) => (a as { district: string }).district);
    expect(districts).not.toContain('belleville');
    expect(districts).toHaveLength(5);
    s = act(s, { type: 'placeBuilding', district: 'chaillot' });
    expect(s.districts.chaillot.spaces[4].type).toBe('bakery');
  });

  test('variant: a tile that fits nowhere goes back to the box', () => {
    let s = start(2, { ignoreDistrictNames: true });
    s = edit(s, (d) => {
      for (const district of Object.keys(d.districts)) build(d, district as never, 1, 'bakery');
    });
    s = act(s, { type: 'draw', tile: 'montmartre:5' });
    expect(s.phase).toBe('main');
    expect(Object.values(s.districts).filter((d) => d.spaces[4].type)).toHaveLength(0);
  });
});

describe('placing a key', () => {
  test('on a bank takes its francs; on the Arc takes nothing', () => {
    let s = mainPhase(start());
    s = act(s, { type: 'placeKey', at: 'chaillot' });
    expect(s.players[0].francs).toBe(3 + 7);
    expect(s.players[0].keysInHand).toBe(6);
    s = act(s, { type: 'endTurn' });
    expect(s.turn).toBe(1);
  });

  test('bank amounts and screen prices can be corrected through the options (not in any source)', () => {
    const s = mainPhase(start(4, { bankFrancs: { chaillot: 9 } as never, buyPrice: { marble: 2 } as never }));
    expect(act(s, { type: 'placeKey', at: 'chaillot' }).players[0].francs).toBe(12);
    expect(act(s, { type: 'placeKey', at: 'belleville' }).players[0].francs).toBe(5);
    const buying = act(edit(s, (d) => (d.supply.marble = 1)), { type: 'buy', resource: 'marble' });
    expect(buying.players[0].francs).toBe(1);
  });

  test('landmarks, VP tiles, bonus and end-game tile numbers can be corrected through the options too', () => {
    const landmarks = optionsSchema.parse({}).landmarks.map((l) => (l.id === 'luxembourg' ? { ...l, value: 13, cost: { marble: 2, gold: 0 } } : l));
    const vpTiles = [[30, 15, 7], [18, 9, 4], [16, 8, 4], [14, 7, 3], [12, 6, 3], [10, 5, 2]] as [number, number, number][];
    const corrected = { landmarks, vpTiles, bonusTiles: { 21: { kind: 'resource', of: 'any', uses: 3 } }, endTiles: { E1: { kind: 'prestige', of: 'any', uses: 4 } } };
    // Julie's move from her value-8 theatre to the corrected value-13 landmark: 5 francs and 2 marble.
    let s = mainPhase(edit(start(4, corrected as never), (d) => {
      build(d, 'la-villette', 8);
      d.districts['la-villette'].spaces[5].keys = [2];
      d.turn = 2;
      d.players[2].francs = 5;
      d.players[2].resources = { wood: 0, marble: 2, gold: 0 };
      d.districts.belleville.vpTile = 0;
      build(d, 'belleville', 5);
      d.districts.belleville.spaces[4].keys = [0];
    }));
    s = act(s, { type: 'moveKey', from: { kind: 'building', district: 'la-villette', value: 8 }, to: { kind: 'newLandmark', district: 'la-villette', landmark: 'luxembourg' } });
    expect(s.players[2].francs).toBe(0);
    expect(s.players[2].resources.marble).toBe(0);
    const belleville = paris.score(s).seats.find((seat) => seat.seat === 0)!.breakdown.find((line) => line.label.text.includes('Belleville'))!;
    expect(belleville.points).toBe(30);
    // Tiles count their uses from their (corrected) numbers.
    const later = mainPhase(edit(start(2, corrected as never), (d) => (d.endTiles = ['E1'])), 0);
    expect(act(act(later, { type: 'takeEndTile' }), { type: 'chooseEndTile', tile: 'E1' }).players[0].tiles).toEqual([{ id: 'E1', uses: 4 }]);
  });

  test('the building type on each space and the basic setup\'s tokens can be corrected too', () => {
    const spaceTypes = { ...optionsSchema.parse({}).spaceTypes, belleville: ['shop', 'cafe', 'bakery', 'residence', 'hotel', 'theatre'] };
    const basicTokens = { ...optionsSchema.parse({}).basicTokens, 1: { kind: 'prestige', type: 'silver' }, 2: { kind: 'prestige', type: 'bronze' } };
    const s = start(2, { spaceTypes, basicTokens } as never);
    expect(s.districts.montmartre.spaces.slice(0, 2).map((space) => space.token)).toEqual([{ kind: 'prestige', type: 'silver' }, { kind: 'prestige', type: 'bronze' }]);
    // Belleville's value-1 space now holds a shop (data.ts: a café).
    expect(act(s, { type: 'draw', tile: 'belleville:1' }).districts.belleville.spaces[0].type).toBe('shop');
    expect(act(start(2), { type: 'draw', tile: 'belleville:1' }).districts.belleville.spaces[0].type).toBe('cafe');
  });

  test('which bonus numbers have 3p/4p copies and where the track zones end can be corrected too', () => {
    const copies3p = [2, 3, 4, 5, 7, 30];
    expect(start(3, { copies3p } as never).track[30]).toEqual([30, 30]);
    expect(start(3).track[30]).toEqual([30]);
    expect(start(3, { copies3p } as never).track[1]).toEqual([1]);
    // Variant setup: the first track space draws from zone A, here 1–5 instead of 1–10.
    let s = start(2, { setup: 'random', zoneEnds: { a: 5, b: 25 } } as never);
    while (s.layoutStep < 30) s = act(s, legal(s)[0]);
    expect(legal(s).map((a) => (a as { number: number }).number)).toEqual([1, 2, 3, 4, 5]);
  });

  test('corrections keep the box whole: each landmark once, six VP tiles, a bonus tile keeps its kind', () => {
    const base = optionsSchema.parse({});
    const twice = base.landmarks.map((l, i) => (i === 1 ? { ...base.landmarks[0] } : l));
    const issues = (options: unknown) => (optionsSchema.safeParse(options).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ landmarks: twice })).toEqual(['landmarks: Each landmark once']);
    expect(issues({ vpTiles: base.vpTiles.slice(0, 5) })[0]).toMatch(/^vpTiles: /);
    expect(issues({ bonusTiles: { 9: { kind: 'gain', francs: 9, vp: 0 } } })).toEqual(['bonusTiles.9.kind: Bonus tile 9 is a "doubleKey" tile; only its numbers can be corrected']);
    expect(issues({ endTiles: { E13: { kind: 'doubleKey' } } }).length).toBe(1);
    expect(issues({ endTiles: { E2: { kind: 'gain', francs: 3, vp: 1 } }, bonusTiles: { 1: { kind: 'gain', francs: 5, vp: 0 } } })).toEqual([]);
    expect(issues({ copies3p: [1, 1, 2, 3, 4, 5] })).toEqual(['copies3p: Six different bonus numbers']);
    expect(issues({ zoneEnds: { a: 20, b: 10 } })).toEqual(['zoneEnds.b: Zone A must end before zone B']);
    // Each check carries the key the app words it with in Japanese and French.
    const landmarkError = zodToAppError(optionsSchema.safeParse({ landmarks: twice }).error!, 'options/invalid');
    expect(landmarkError.detail).toEqual({ key: 'games.paris.validation.landmarkOnce', params: {} });
    expect(issues({ spaceTypes: { ...base.spaceTypes, chaillot: ['cafe', 'cafe', 'hotel', 'bakery', 'shop', 'theatre'] } })).toEqual(['spaceTypes.chaillot: chaillot: each building type once']);
    expect(issues({ basicTokens: { ...base.basicTokens, 8: { kind: 'resource', type: 'wood' } } })).toEqual([
      'basicTokens: Each of the six tokens once (3 resources, 3 prestige)',
      'basicTokens.8: The gold resource sits beside the value-8 spaces',
    ]);
  });

  test('at most one own key on each bank and on the Arc', () => {
    const s = mainPhase(edit(start(), (d) => {
      d.districts.belleville.bank.push(0, 1);
      d.arc.push(0);
    }));
    expect(isLegalNow(s, { type: 'placeKey', at: 'belleville' })).toBe(false);
    expect(isLegalNow(s, { type: 'placeKey', at: 'arc' })).toBe(false);
    expect(isLegalNow(s, { type: 'placeKey', at: 'montmartre' })).toBe(true);
  });

  test('no key goes from behind the screen straight onto a building', () => {
    const s = mainPhase(edit(start(), (d) => build(d, 'belleville', 1)));
    expect(moves(s)).toEqual([]);
  });
});

describe('moving a key (rulebook examples)', () => {
  // FR "Exemple : Charlotte veut déplacer une de ses Clé d'un Bâtiment de valeur 3" / JP 例：シャーロット
  test('Charlotte on a value-3 residence can only go to the value-4 café', () => {
    const s = mainPhase(edit(start(), (d) => {
      for (const v of [1, 2, 3, 4, 5]) build(d, 'batignolles', v);
      d.districts.batignolles.spaces[2].keys = [3];
      d.districts.batignolles.spaces[4].keys = [1];
      d.districts.batignolles.landmarks = [{ id: 'opera', keys: [2] }];
      d.turn = 3;
      d.players[3].francs = 5;
    }));
    expect(moves(s).map((m) => [m.from, m.to])).toEqual([[{ kind: 'building', district: 'batignolles', value: 3 }, { kind: 'building', district: 'batignolles', value: 4 }]]);
  });

  // FR "Exemple : Raphaël veut déplacer sa Clé de la Boulangerie de Montmartre vers le Théâtre. Il paye 3 Francs"
  test('Raphaël: Montmartre bakery (5) to theatre (8) costs 3 francs, and gives 2 VP and its token', () => {
    let s = mainPhase(edit(start(), (d) => {
      build(d, 'montmartre', 5);
      build(d, 'montmartre', 8);
      d.districts.montmartre.spaces[4].keys = [1];
      d.turn = 1;
      d.players[1].francs = 3;
    }));
    s = act(s, { type: 'moveKey', from: { kind: 'building', district: 'montmartre', value: 5 }, to: { kind: 'building', district: 'montmartre', value: 8 } });
    expect(s.players[1].francs).toBe(0);
    expect(s.players[1].vp).toBe(2);
    expect(s.players[1].resources.gold).toBe(1);
    expect(s.districts.montmartre.spaces[5].token).toBeNull();
  });

  // FR "Exemple : Julie veut déplacer sa Clé du Théâtre de La Villette vers le Monument de valeur 12"
  test('Julie: La Villette theatre (8) to a new value-12 landmark costs 4 francs, 1 marble and 1 gold', () => {
    let s = mainPhase(edit(start(), (d) => {
      build(d, 'la-villette', 8);
      d.districts['la-villette'].spaces[5].keys = [2];
      d.turn = 2;
      d.players[2].francs = 4;
      d.players[2].resources = { wood: 0, marble: 1, gold: 1 };
    }));
    s = act(s, { type: 'moveKey', from: { kind: 'building', district: 'la-villette', value: 8 }, to: { kind: 'newLandmark', district: 'la-villette', landmark: 'luxembourg' } });
    expect(s.players[2].francs).toBe(0);
    expect(s.players[2].resources).toEqual({ wood: 0, marble: 0, gold: 0 });
    expect(s.supply).toEqual({ wood: 0, marble: 1, gold: 1 });
    expect(s.districts['la-villette'].landmarks).toEqual([{ id: 'luxembourg', keys: [2] }]);
  });

  // FR "Exemple : Julie acquiert un Monument de valeur 15 à Belleville … elle gagne 10 PV"
  test('Julie: the value-15 Louvre beside a value-10 landmark costs 15 francs, 2 gold, 1 marble; 2 gold prestige give 10 VP', () => {
    let s = mainPhase(edit(start(), (d) => {
      d.districts.belleville.landmarks = [{ id: 'moulin-rouge', keys: [0] }];
      d.landmarkSupply = d.landmarkSupply.filter((id) => id !== 'moulin-rouge');
      d.arc = [2];
      d.turn = 2;
      d.players[2].francs = 15;
      d.players[2].resources = { wood: 0, marble: 1, gold: 2 };
      d.players[2].prestige = { bronze: 0, silver: 1, gold: 2 };
    }));
    s = act(s, { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'newLandmark', district: 'belleville', landmark: 'louvre' } });
    expect(s.players[2].francs).toBe(0);
    expect(s.phase).toBe('prestige');
    s = act(s, { type: 'prestige', slots: [1, 2] });
    expect(s.players[2].vp).toBe(10);
    expect(s.players[2].prestige).toEqual({ bronze: 0, silver: 1, gold: 0 });
    expect(s.spentPrestige.gold).toBe(2);
  });

  // JP "自分の鍵がある地区", FR "le Quartier où se trouve la Clé": read strictly, a key on the Arc is in no district.
  test('option arcNewLandmark strict: a key on the Arc opens no new landmark; it may still move onto existing ones', () => {
    const setup = (options: Partial<Options>) => mainPhase(edit(start(4, options), (d) => {
      d.districts.belleville.landmarks = [{ id: 'moulin-rouge', keys: [1] }];
      d.landmarkSupply = d.landmarkSupply.filter((id) => id !== 'moulin-rouge');
      d.arc = [0];
      d.players[0].francs = 99;
      d.players[0].resources = { wood: 5, marble: 5, gold: 5 };
    }));
    const fromArc = (s: State) => moves(s).filter((m) => m.from.kind === 'arc');
    const lenient = fromArc(setup({}));
    expect(lenient.filter((m) => m.to.kind === 'newLandmark')).toHaveLength(6 * 7);
    const strict = setup({ arcNewLandmark: 'strict' });
    expect(fromArc(strict).filter((m) => m.to.kind === 'newLandmark')).toEqual([]);
    expect(fromArc(strict).filter((m) => m.to.kind === 'landmark')).toEqual(lenient.filter((m) => m.to.kind === 'landmark'));
    expect(isLegalNow(strict, { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'newLandmark', district: 'belleville', landmark: 'louvre' } })).toBe(false);
  });

  // FR "Exemple : François a acquis un Monument de valeur 12 à Saint-Germain … 13 ou plus"
  test('François: after a 12 in Saint-Germain the next landmark there must be worth 13 or more', () => {
    const s = mainPhase(edit(start(), (d) => {
      d.districts['saint-germain'].landmarks = [{ id: 'luxembourg', keys: [1] }];
      d.landmarkSupply = d.landmarkSupply.filter((id) => id !== 'luxembourg');
      d.arc = [0];
      d.players[0].francs = 99;
      d.players[0].resources = { wood: 0, marble: 5, gold: 5 };
    }));
    const values = moves(s)
      .filter((m) => m.to.kind === 'newLandmark' && m.to.district === 'saint-germain')
      .map((m) => (m.to as { landmark: string }).landmark);
    expect(values).toEqual(['opera', 'notre-dame', 'louvre', 'eiffel']);
  });

  test('from a bank only within its district and to a higher value; from the Arc anywhere', () => {
    const s = mainPhase(edit(start(), (d) => {
      build(d, 'belleville', 2);
      build(d, 'chaillot', 1);
      d.districts.belleville.bank = [0];
      d.players[0].francs = 2;
    }));
    expect(moves(s).map((m) => m.to)).toEqual([{ kind: 'building', district: 'belleville', value: 2 }]);
    const fromArc = mainPhase(edit(s, (d) => {
      d.districts.belleville.bank = [];
      d.arc = [0];
    }));
    expect(moves(fromArc).map((m) => m.to)).toEqual([
      { kind: 'building', district: 'belleville', value: 2 },
      { kind: 'building', district: 'chaillot', value: 1 },
    ]);
  });

  test('never to an occupied building without bonus 9/16, never to a lower value, never without the money', () => {
    const s = mainPhase(edit(start(), (d) => {
      for (const v of [1, 2, 3]) build(d, 'belleville', v);
      d.districts.belleville.spaces[1].keys = [0];
      d.districts.belleville.spaces[2].keys = [1];
      d.players[0].francs = 50;
    }));
    expect(moves(s).filter((m) => m.to.kind === 'building')).toEqual([]);
  });

  test('a residence needs wood (JP); with the FR option value-8 buildings do instead', () => {
    const s = mainPhase(edit(start(), (d) => {
      build(d, 'belleville', 4); // residence
      build(d, 'belleville', 8);
      d.arc = [0];
      d.players[0].francs = 20;
    }));
    const targets = (x: State) => moves(x).map((m) => (m.to as { value: number }).value);
    expect(targets(s)).toEqual([8]);
    expect(targets(edit(s, (d) => (d.options.woodOn = 'value8')))).toEqual([4]);
    expect(targets(edit(s, (d) => (d.players[0].resources.wood = 1)))).toEqual([4, 8]);
  });
});

describe('VP tiles', () => {
  const ready = () =>
    mainPhase(edit(start(), (d) => {
      for (const v of [1, 2, 3, 5]) build(d, 'chaillot', v);
      d.districts.chaillot.spaces[0].keys = [1];
      d.districts.chaillot.spaces[1].keys = [2];
      d.districts.chaillot.spaces[2].keys = [3];
      d.districts.chaillot.bank = [1, 2, 3];
      d.arc = [0];
      d.players[0].francs = 10;
      d.track = d.track.map(() => []); // no bonus tile to take: keeps the test on VP tiles
    }));

  test('the 4th key on buildings of a district lets the active player place a VP tile on any district', () => {
    let s = act(ready(), { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'building', district: 'chaillot', value: 5 } });
    expect(s.phase).toBe('vpTile');
    expect(isLegalNow(s, { type: 'vpTile', tile: 0, district: 'belleville' })).toBe(true);
    s = act(s, { type: 'vpTile', tile: 0, district: 'belleville' });
    expect(s.districts.belleville.vpTile).toBe(0);
    expect(s.vpTileSupply).toEqual([1, 2, 3, 4, 5]);
  });

  test('bank keys do not count, and a 5th key never grants one', () => {
    let s = edit(ready(), (d) => (d.districts.chaillot.spaces[3].keys = [2]));
    s = edit(s, (d) => build(d, 'chaillot', 8));
    s = act(s, { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'building', district: 'chaillot', value: 5 } });
    expect(s.phase).toBe('after');
  });

  test('declining forfeits the VP tile for that district', () => {
    let s = act(ready(), { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'building', district: 'chaillot', value: 5 } });
    s = act(s, { type: 'skipVpTile' });
    expect(s.phase).toBe('after');
    expect(Object.values(s.districts).every((d) => d.vpTile === null)).toBe(true);
  });
});

describe('bonus track', () => {
  const onValue = (value: number, francs = 3) =>
    mainPhase(edit(start(), (d) => {
      build(d, 'belleville', value);
      d.arc = [0];
      d.players[0].francs = francs;
    }));
  const buy = (s: State, value: number) => act(s, { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'building', district: 'belleville', value } });

  test('a value-1 or 2 building moves the pawn forward to a tile of one’s choice, for free', () => {
    let s = buy(onValue(2), 2);
    expect(s.phase).toBe('bonusTrack');
    s = act(s, { type: 'bonusTrack', space: 18 });
    expect(s.players[0].pawn).toBe(18);
    expect(s.players[0].tiles).toEqual([{ id: 'b18', uses: 1 }]);
    expect(s.players[0].francs).toBe(1);
  });

  test('a value-3 building’s bonus tile costs 2 francs first', () => {
    let s = buy(onValue(3, 5), 3);
    s = act(s, { type: 'bonusTrack', space: 5 });
    expect(s.players[0].francs).toBe(0);
    expect(buy(onValue(3, 3), 3).phase).toBe('after'); // 0 francs left: no tile
  });

  test('forward only, only onto spaces that still hold a tile, never a number already held', () => {
    let s = edit(buy(onValue(1), 1), (d) => {
      d.players[0].pawn = 10;
      d.track[12] = [];
      d.players[0].tiles = [{ id: 'b15', uses: 1 }];
    });
    const spaces = legal(s).filter((a) => a.type === 'bonusTrack').map((a) => (a as { space: number }).space);
    expect(Math.min(...spaces)).toBe(11);
    expect(spaces).not.toContain(12);
    expect(spaces).not.toContain(15);
    s = edit(s, (d) => (d.players[0].pawn = 30));
    expect(legal(s).filter((a) => a.type === 'bonusTrack')).toEqual([]);
  });

  test('several pawns may share a space while tiles remain there (stacks of copies)', () => {
    let s = edit(buy(onValue(1), 1), (d) => (d.players[1].pawn = 2));
    s = act(s, { type: 'bonusTrack', space: 2 });
    expect(s.track[2]).toHaveLength(2);
  });
});

describe('bonus tiles', () => {
  const holding = (tiles: string[], change?: (d: State) => void) =>
    mainPhase(edit(start(), (d) => {
      d.players[0].tiles = tiles.map((id) => ({ id, uses: id === 'b19' || id === 'b21' ? 2 : 1 }));
      change?.(d);
    }));
  const use = (s: State, tile: string, extra: object = {}) => act(s, { type: 'useTile', tile, ...extra } as Action);

  // FR "Exemple : Charlotte … quand elle a des Clés sur 3 Bâtiments de valeur 4 … 15 PV"
  test('18: 5 VP per value-4 building — Charlotte with three gets 15 VP', () => {
    const s = holding(['b18'], (d) => {
      for (const district of ['belleville', 'montmartre', 'chaillot'] as const) {
        build(d, district, 4);
        d.districts[district].spaces[3].keys = [0];
      }
    });
    expect(use(s, 'b18').players[0].vp).toBe(15);
    expect(use(s, 'b18').discards).toEqual(['b18']);
  });

  // FR appendix 30 "Exemple : Raphaël occupe 1 Café, 3 Boulangeries, 2 Hôtels, 1 Théâtre et 2 Monuments … 15 PV"
  test('30: Raphaël with café, 3 bakeries, 2 hotels, a theatre and 2 landmarks owns 5 types: 15 VP', () => {
    const s = holding(['b30'], (d) => {
      const own = (district: keyof State['districts'], value: number) => {
        build(d, district, value);
        d.districts[district].spaces[[1, 2, 3, 4, 5, 8].indexOf(value)].keys = [0];
      };
      own('belleville', 1); // café
      own('belleville', 3); // bakery
      own('batignolles', 2); // bakery
      own('la-villette', 1); // bakery
      own('belleville', 5); // hotel
      own('la-villette', 3); // hotel
      own('belleville', 8); // theatre
      d.districts.montmartre.landmarks = [{ id: 'luxembourg', keys: [0] }, { id: 'eiffel', keys: [0] }];
    });
    expect(use(s, 'b30').players[0].vp).toBe(15);
  });

  test('9: a second key on one’s own building counts double for per-building tiles and majorities', () => {
    let s = holding(['b9', 'b6'], (d) => {
      build(d, 'belleville', 1);
      build(d, 'belleville', 2);
      d.districts.belleville.spaces[0].keys = [0];
      d.districts.belleville.spaces[1].keys = [0];
      d.districts.belleville.bank = [0];
      d.players[0].francs = 5;
    });
    const double = moves(s).find((m) => m.via === 9 && m.from.kind === 'bank' && (m.to as { value: number }).value === 1)!;
    s = act(s, double);
    s = act(s, { type: 'skipBonus' });
    expect(s.districts.belleville.spaces[0].keys).toEqual([0, 0]);
    expect(s.discards).toContain('b9');
    expect(ownedBy(s, 0).find((o) => o.value === 1)!.count).toBe(2);
    expect(use(s, 'b6').players[0].vp).toBe(4);
  });

  test('16: move onto an opponent’s building, paying the normal cost; both then own it', () => {
    let s = holding(['b16'], (d) => {
      build(d, 'belleville', 5);
      d.districts.belleville.spaces[4].keys = [1];
      d.arc = [0];
      d.players[0].francs = 5;
    });
    expect(moves(s)).toEqual([{ type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'building', district: 'belleville', value: 5 }, via: 16 }]);
    s = act(s, moves(s)[0]);
    expect(s.districts.belleville.spaces[4].keys).toEqual([1, 0]);
    expect(s.players[0].francs).toBe(0);
  });

  test('17: take any tile from the track without moving the pawn (even 29 or 30)', () => {
    const s = use(holding(['b17'], (d) => (d.players[0].pawn = 4)), 'b17', { space: 30 });
    expect(s.players[0].pawn).toBe(4);
    expect(s.players[0].tiles.map((t) => t.id)).toEqual(['b30']);
  });

  test.each([
    [2, 2],
    [3, 4],
    [4, 6],
  ])('20: with %i players, VP per other unused bonus tile held (2 others → %i VP)', (players, vp) => {
    const s = mainPhase(edit(start(players), (d) => (d.players[0].tiles = [{ id: 'b20', uses: 1 }, { id: 'b27', uses: 1 }, { id: 'b2', uses: 1 }, { id: 'E3', uses: 1 }])));
    expect(use(s, 'b20').players[0].vp).toBe(vp);
  });

  test('23: pairs of identical prestige tokens (tokens only) for 4 VP each at 4 players', () => {
    const s = holding(['b23', 'b8'], (d) => (d.players[0].prestige = { bronze: 2, silver: 1, gold: 4 }));
    const choices = legal(s).filter((a) => a.type === 'useTile' && a.tile === 'b23');
    expect(choices).toHaveLength(5); // bronze 0–1 × gold 0–2, minus none
    const after = use(s, 'b23', { pairs: [1, 0, 2] });
    expect(after.players[0].vp).toBe(12);
    expect(after.players[0].prestige).toEqual({ bronze: 0, silver: 1, gold: 0 });
  });

  test('24: pairs of identical resources go back to the supply for VP', () => {
    const s = use(holding(['b24'], (d) => (d.players[0].resources = { wood: 2, marble: 0, gold: 0 })), 'b24', { pairs: [1, 0, 0] });
    expect(s.players[0].vp).toBe(4);
    expect(s.supply.wood).toBe(2);
  });

  test('25: step back 1–5 spaces counting only spaces that still hold tiles', () => {
    const s = holding(['b25'], (d) => {
      d.players[0].pawn = 20;
      for (const empty of [19, 18, 16]) d.track[empty] = [];
    });
    const spaces = legal(s).filter((a) => a.type === 'useTile').map((a) => (a as { space: number }).space);
    expect(spaces).toEqual([17, 15, 14, 13, 12]);
    const after = use(s, 'b25', { space: 12 });
    expect(after.players[0].pawn).toBe(12);
    expect(after.players[0].tiles.map((t) => t.id)).toEqual(['b12']);
  });

  test('29: 8 VP per landmark owned; end-game tiles E8 (2 VP per landmark) and E9 (1 VP per building or landmark)', () => {
    const s = holding(['b29', 'E8', 'E9'], (d) => {
      d.districts.montmartre.landmarks = [{ id: 'luxembourg', keys: [0] }, { id: 'eiffel', keys: [0, 1] }];
      build(d, 'chaillot', 2);
      d.districts.chaillot.spaces[1].keys = [0];
    });
    expect(use(s, 'b29').players[0].vp).toBe(16);
    expect(use(s, 'E8').players[0].vp).toBe(4);
    expect(use(s, 'E9').players[0].vp).toBe(3);
  });

  test('27 can never be activated during the game', () => {
    expect(legal(holding(['b27'])).some((a) => a.type === 'useTile')).toBe(false);
  });

  test('13/14: pay francs for a key from the reserve, while the reserve has one', () => {
    let s = holding(['b14'], (d) => (d.players[0].francs = 3));
    s = use(s, 'b14');
    expect(s.players[0]).toMatchObject({ francs: 0, reserve: 1, keysInHand: 8 });
    expect(legal(holding(['b13'], (d) => (d.players[0].reserve = 0))).some((a) => a.type === 'useTile')).toBe(false);
  });

  test('1/5/7/12/22: francs and/or VP', () => {
    expect(use(holding(['b12']), 'b12').players[0]).toMatchObject({ francs: 6, vp: 2 });
  });

  test('2–4, 10, 21 stand for resources in a payment; the tile itself is spent, not a token', () => {
    let s = holding(['b3', 'b21'], (d) => {
      d.landmarkSupply = ['luxembourg'];
      d.arc = [0];
      d.players[0].francs = 12;
    });
    s = act(s, { type: 'moveKey', from: { kind: 'arc' }, to: { kind: 'newLandmark', district: 'chaillot', landmark: 'luxembourg' } });
    expect(s.players[0].tiles).toEqual([{ id: 'b21', uses: 1 }]);
    expect(s.supply).toEqual({ wood: 0, marble: 0, gold: 0 });
  });

  test('8 and 19 stand for prestige when buying a landmark, or are sold', () => {
    const s = holding(['b19'], (d) => (d.players[0].francs = 0));
    const sales = legal(s).filter((a) => a.type === 'sell');
    expect(sales).toHaveLength(3);
    const after = act(act(s, { type: 'sell', source: 'b19', kind: 'prestige', as: 'gold' }), { type: 'sell', source: 'b19', kind: 'prestige', as: 'silver' });
    expect(after.players[0].francs).toBe(5);
    expect(after.players[0].tiles).toEqual([]);
  });

  test('never two tiles with the same number at once; with the JP appendix option never twice at all', () => {
    const s = holding(['b17'], (d) => {
      d.players[0].tiles.push({ id: 'b5', uses: 1 });
      d.players[0].taken = [5, 6];
    });
    const spaces = (x: State) => legal(x).filter((a) => a.type === 'useTile').map((a) => (a as { space: number }).space);
    expect(spaces(s)).not.toContain(5);
    expect(spaces(s)).toContain(6);
    expect(spaces(edit(s, (d) => (d.options.sameNumber = 'ever')))).not.toContain(6);
  });
});

describe('trading', () => {
  test('spent resources go to the supply and can be bought; prestige sold leaves the game', () => {
    let s = mainPhase(edit(start(), (d) => {
      d.supply.marble = 1;
      d.players[0].francs = 4;
      d.players[0].prestige.silver = 1;
    }));
    s = act(s, { type: 'buy', resource: 'marble' });
    expect(s.players[0]).toMatchObject({ francs: 0, resources: { wood: 0, marble: 1, gold: 0 } });
    expect(s.supply.marble).toBe(0);
    s = act(s, { type: 'sell', source: 'token', kind: 'prestige', as: 'silver' });
    expect(s.spentPrestige.silver).toBe(1);
    expect(s.players[0].francs).toBe(2);
  });

  test('"at any time" is bounded: at most tradesPerTurn trades per turn', () => {
    let s = mainPhase(edit(start(), (d) => {
      d.options.tradesPerTurn = 2;
      d.players[0].resources.wood = 5;
    }));
    s = act(s, { type: 'sell', source: 'token', kind: 'resource', as: 'wood' });
    s = act(s, { type: 'sell', source: 'token', kind: 'resource', as: 'wood' });
    expect(legal(s).some((a) => a.type === 'sell' || a.type === 'buy')).toBe(false);
  });
});

describe('end-game tiles and the end', () => {
  const late = (players = 2) => mainPhase(edit(start(players), (d) => (d.endTiles = ['E1', 'E4'])), 0);

  test('taking an end-game tile is only allowed once every stack is empty', () => {
    expect(isLegalNow(mainPhase(start(), 1), { type: 'takeEndTile' })).toBe(false);
    expect(isLegalNow(late(), { type: 'takeEndTile' })).toBe(true);
  });

  test('the taker chooses among the hidden tiles; others neither see the choice nor what remains', () => {
    let s = act(late(), { type: 'takeEndTile' });
    expect(legal(s)).toEqual([{ type: 'chooseEndTile', tile: 'E1' }, { type: 'chooseEndTile', tile: 'E4' }]);
    expect(paris.describeAction(s, { type: 'chooseEndTile', tile: 'E4' }, 1).text).not.toContain('E4');
    // The taker's own line says what the tile does in every language, never its number; others learn nothing.
    const own = paris.describeAction(s, { type: 'chooseEndTile', tile: 'E4' }, 0);
    expect(own).toEqual({
      text: 'You took an end-game tile: +5 VP',
      key: 'log.chooseEndTileOwn',
      params: { effect: '+5 VP', effectJa: '+5勝利点', effectFr: '+5 PV' },
    });
    expect(paris.describeAction(s, { type: 'chooseEndTile', tile: 'E4' }, 1)).toEqual({
      text: 'Louis took an end-game tile',
      key: 'log.chooseEndTile',
      params: { name: 'Louis' },
    });
    s = act(s, { type: 'chooseEndTile', tile: 'E4' });
    const other = paris.view(s, 1);
    expect(other.players[0].tiles).toBeNull();
    expect(other.endTilesLeft).toBe(1);
    // The options list what every end-game tile in the box does (rules, public); which ones are left is hidden.
    expect(JSON.stringify({ ...other, options: null })).not.toContain('E1');
    expect(act(s, { type: 'useTile', tile: 'E4' }).players[0].vp).toBe(5);
  });

  test('the last end-game tile: finish the round so turns are equal, then one final round', () => {
    let s = edit(late(3), (d) => {
      d.endTiles = ['E1'];
      d.turn = 1;
    });
    s = act(act(s, { type: 'takeEndTile' }), { type: 'chooseEndTile', tile: 'E1' });
    expect(s.endRound).toBe(0);
    const turns: number[] = [];
    while (paris.currentActor(s) !== 'terminal') {
      s = act(s, { type: 'endTurn' } as Action);
      if (s.phase !== 'over') {
        turns.push(s.turn);
        s = edit(s, (d) => (d.phase = 'after'));
      }
    }
    // seat 2 finishes round 0, then seats 0, 1, 2 play the final round
    expect(turns).toEqual([2, 0, 1, 2]);
    expect(paris.score(s).final).toBe(true);
  });

  test('a player with no possible action is skipped; once no end-game tiles remain one may withdraw', () => {
    const s = mainPhase(edit(start(2), (d) => {
      d.endTiles = [];
      d.endRound = 0;
      d.players[0].keysInHand = 0;
      d.players[1].keysInHand = 0;
    }), 0);
    expect(legal(s).filter((a) => ['pass', 'withdraw', 'placeKey', 'moveKey'].includes(a.type))).toEqual([{ type: 'pass' }, { type: 'withdraw' }]);
    const after = act(s, { type: 'withdraw' });
    expect(after.players[0].withdrawn).toBe(true);
    expect(after.turn).toBe(1);
    const next = act(after, { type: 'pass' });
    expect(next.turn).toBe(1); // seat 0 withdrew: skipped
  });
});

describe('hidden information', () => {
  test('a view shows only the viewer’s francs, tokens and tiles', () => {
    const s = edit(start(3), (d) => {
      d.players[1].francs = 9;
      d.players[1].tiles = [{ id: 'b27', uses: 1 }];
    });
    const v = paris.view(s, 0);
    expect(v.players[1]).toMatchObject({ francs: null, tiles: null, resources: null, prestige: null });
    expect(v.players[0].francs).toBe(3);
    expect(JSON.stringify(paris.view(s, null))).not.toContain('b27');
    expect(JSON.stringify(v)).not.toMatch(/pool/);
  });

  test('the screens are lifted once the game is over', () => {
    const s = edit(start(2), (d) => {
      d.phase = 'over';
      d.players[1].francs = 9;
    });
    expect(paris.view(s, 0).players[1].francs).toBe(9);
  });

  test('taking and choosing an end-game tile are undo barriers', () => {
    const s = edit(start(), (d) => (d.phase = 'main'));
    expect(paris.isUndoBarrier!(s, { type: 'takeEndTile' }, s)).toBe(true);
    expect(paris.isUndoBarrier!(s, { type: 'endTurn' }, s)).toBe(false);
  });
});

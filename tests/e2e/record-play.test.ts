/**
 * "Record a play" in Chromium: every field the form offers is filled (number fields included, which once
 * crashed the save), saved, and read back from the history field by field; the game field suggests the
 * games already in the history; the play timer (start, pause, resume, stop) fills in the duration.
 */
import { expect, test } from 'vitest';
import { api, appAndBrowser, playCount, screenshot } from './helpers';

const session = appAndBrowser();

interface SavedPlay {
  game: { name: string; bggId: number | null; highestWins: boolean; noPoints: boolean; cooperative: boolean };
  playedAt: string; durationMin: number | null; location: string; notes: string; incomplete: boolean; excludeFromStats: boolean;
  expansions: string[]; board: string; manualWinner: boolean;
  players: { name: string; anonymous: boolean; scoreText: string; score: number | null; rank: number | null; winner: boolean; team: string; role: string; colour: string; startPosition: number | null; newToGame: boolean }[];
}

test('every field of a recorded play is saved and read back from the history', async () => {
  const page = await session.page();
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  await page.getByTestId('hist-record').click();
  await page.getByTestId('hist-form-game').fill('Terraforming Mars');
  // Typed as the system writes English (this browser is en-GB: day first); the 12-hour clock is read too.
  await page.getByTestId('hist-form-date').fill('7/6/2025');
  await page.getByTestId('hist-form-time').fill('6:45 pm');
  await page.getByTestId('hist-form-duration').fill('135');
  await page.getByTestId('hist-form-location').fill('Café Meeple');
  await page.getByTestId('hist-form-highest-wins').uncheck();
  await page.getByTestId('hist-form-highest-wins').check();
  await page.getByTestId('hist-form-bgg-id').fill('167791');
  await page.getByTestId('hist-form-manual-winner').check();
  const seats = [
    { name: 'Noor', score: '12+7+3', winner: true, rank: '1', team: 'Red', role: 'Ecoline', start: '2', colour: 'red', isNew: false },
    { name: 'Oli', score: '19', winner: false, rank: '2', team: 'Blue', role: 'Tharsis', start: '1', colour: 'blue', isNew: true },
  ];
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`hist-form-name-${i}`).fill(s.name);
    await page.getByTestId(`hist-form-score-${i}`).fill(s.score);
    if (s.winner) await page.getByTestId(`hist-form-winner-${i}`).check();
    await page.getByTestId(`hist-form-rank-${i}`).fill(s.rank);
    await page.getByTestId(`hist-form-team-${i}`).fill(s.team);
    await page.getByTestId(`hist-form-role-${i}`).fill(s.role);
    await page.getByTestId(`hist-form-start-${i}`).fill(s.start);
    await page.getByTestId(`hist-form-colour-${i}`).fill(s.colour);
    if (s.isNew) await page.getByTestId(`hist-form-new-${i}`).check();
  }
  await page.getByTestId('hist-form-expansions').fill('Prelude\nVenus Next');
  await page.getByTestId('hist-form-board').fill('Hellas');
  await page.getByTestId('hist-form-notes').fill('Close finish.');
  await page.getByTestId('hist-form-incomplete').check();
  await page.getByTestId('hist-form-exclude').check();
  await screenshot(page, 'history-record-every-field');
  await page.getByTestId('hist-form-save').click();
  await page.getByTestId('history').waitFor();
  await expect(page.getByTestId('error').count()).resolves.toBe(0);

  const { plays } = await api<{ plays: SavedPlay[] }>(page, 'history:plays', { limit: 10, offset: 0 });
  const play = plays.find((p) => p.game.name === 'Terraforming Mars')!;
  expect(play).toBeDefined();
  expect(play.game).toMatchObject({ name: 'Terraforming Mars', bggId: 167791, highestWins: true, noPoints: false, cooperative: false });
  expect(play).toMatchObject({
    playedAt: '2025-06-07 18:45:00', durationMin: 135, location: 'Café Meeple', notes: 'Close finish.', incomplete: true, excludeFromStats: true,
    expansions: ['Prelude', 'Venus Next'], board: 'Hellas', manualWinner: true,
  });
  expect(play.players.map((p) => [p.name, p.scoreText, p.score, p.winner, p.rank, p.team, p.role, p.startPosition, p.colour, p.newToGame])).toEqual([
    ['Noor', '12+7+3', 22, true, 1, 'Red', 'Ecoline', 2, 'red', false],
    ['Oli', '19', 19, false, 2, 'Blue', 'Tharsis', 1, 'blue', true],
  ]);

  // An anonymous seat: no person, its own seat, shown as such.
  await page.getByTestId('hist-record').click();
  await page.getByTestId('hist-form-game').fill('Terraforming Mars');
  await page.getByTestId('hist-form-date').fill('2025-06-08');
  await page.getByTestId('hist-form-time').fill('18:45');
  await page.getByTestId('hist-form-name-0').fill('Noor');
  await page.getByTestId('hist-form-score-0').fill('61');
  await page.getByTestId('hist-form-anonymous-1').check();
  await expect(page.getByTestId('hist-form-name-1').isDisabled()).resolves.toBe(true);
  await page.getByTestId('hist-form-score-1').fill('58');
  await page.getByTestId('hist-form-add').click();
  await page.getByTestId('hist-form-anonymous-2').check();
  await page.getByTestId('hist-form-score-2').fill('40');
  await page.getByTestId('hist-form-save').click();
  await page.getByTestId('history').waitFor();
  await expect(page.getByTestId('history').getByTestId('hist-anonymous-seat').count()).resolves.toBe(2);
  const withGuests = (await api<{ plays: SavedPlay[] }>(page, 'history:plays', { limit: 10, offset: 0 })).plays.find((p) => p.playedAt === '2025-06-08 18:45:00')!;
  expect(withGuests.players.map((p) => [p.name, p.anonymous, p.score, p.rank])).toEqual([['Noor', false, 61, 1], ['', true, 58, 2], ['', true, 40, 3]]);
  const people = await api<{ players: { name: string }[] }>(page, 'history:catalog', {});
  expect(people.players.map((p) => p.name).sort()).toEqual(['Noor', 'Oli']);

  // The game is now in the history, so a new play's game field suggests it.
  await page.getByTestId('hist-record').click();
  await expect(page.getByTestId('hist-form-game-suggestions').locator('option[value="Terraforming Mars"]').count()).resolves.toBe(1);
});

test('dates and times are typed and shown in the app language, not the browser\'s; a date that does not exist is refused', async () => {
  const page = await session.page('en-US');
  await page.getByTestId('locale').selectOption('fr');
  try {
    await page.getByTestId('nav-history').click();
    await page.getByTestId('hist-tab-plays').click();
    await page.getByTestId('hist-record').click();
    const date = page.getByTestId('hist-form-date');
    const time = page.getByTestId('hist-form-time');
    // Today, written day first as French does, although the browser is American.
    const today = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    await expect(date.inputValue()).resolves.toBe(`${two(today.getDate())}/${two(today.getMonth() + 1)}/${today.getFullYear()}`);
    await expect(date.getAttribute('placeholder')).resolves.toBe('jj/mm/aaaa');
    await page.getByTestId('hist-form-game').fill('Azul');
    await page.getByTestId('hist-form-name-0').fill('Ines');
    await page.getByTestId('hist-form-score-0').fill('61');
    await page.getByTestId('hist-form-name-1').fill('Jon');
    await page.getByTestId('hist-form-score-1').fill('48');

    const before = await playCount(page);
    await date.fill('31/02/2025');
    await date.press('Tab');
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
    const error = page.getByRole('alert').filter({ hasText: 'jj/mm/aaaa' });
    await expect(error.textContent()).resolves.toBe('Ce n’est pas une date : écrivez-la sous la forme jj/mm/aaaa, ou 2026-11-26');
    await expect(date.getAttribute('aria-describedby')).resolves.toBe(await error.getAttribute('id'));
    await screenshot(page, 'history-date-refused-fr');
    await page.getByTestId('hist-form-save').click();
    await expect(page.getByTestId('hist-play-form').count()).resolves.toBe(1);
    await expect(playCount(page)).resolves.toBe(before);

    // The calendar button opens the browser's own picker; a day picked there is written the French way.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.getByRole('button', { name: 'Choisir dans un calendrier' }).first().click();
  await page.keyboard.press('Escape');
    // The picker is the browser's own window, out of the page's reach: closed, and a day set as it would set it.
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="hist-play-form"] input[type="date"]').first().fill('2024-03-09');
    await expect.poll(() => date.inputValue()).toBe('09/03/2024');
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('false');
    expect(errors).toEqual([]);

    await date.fill('7.3.24');
    await time.fill('18h45');
    await time.press('Tab');
    await expect.poll(() => date.inputValue()).toBe('07/03/2024');
    await expect.poll(() => time.inputValue()).toBe('18:45');
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('false');
    await page.getByTestId('hist-form-save').click();
    await page.getByTestId('history').waitFor();
    const { plays } = await api<{ plays: SavedPlay[] }>(page, 'history:plays', { limit: 50, offset: 0 });
    expect(plays.filter((p) => p.game.name === 'Azul').map((p) => p.playedAt)).toEqual(['2024-03-07 18:45:00']);

    // The filters read French too: from 8 March the play is left out, from 7 March it is counted.
    await page.getByTestId('hist-tab-games').click();
    const counted = page.getByTestId('hist-overview-plays');
    const all = Number(await counted.textContent());
    await page.getByTestId('hist-filter-from').fill('08/03/2024');
    await page.getByTestId('hist-filter-to').fill('31/03/2024');
    await page.getByTestId('hist-filter-to').press('Enter');
    await expect.poll(() => counted.textContent()).toBe('0');
    await page.getByTestId('hist-filter-from').fill('07/03/2024');
    await page.getByTestId('hist-filter-from').press('Enter');
    await expect.poll(() => counted.textContent()).toBe('1');
    await screenshot(page, 'history-filter-dates-fr');

    // In Japanese the same filter reads year first.
    await page.getByTestId('locale').selectOption('ja');
    await expect.poll(() => page.getByTestId('hist-filter-from').inputValue()).toBe('2024/03/07');
    await page.getByTestId('hist-filter-from').fill('2024/03/08');
    await page.getByTestId('hist-filter-from').press('Enter');
    await expect.poll(() => counted.textContent()).toBe('0');
    await page.getByTestId('hist-filter-from').fill('');
    await page.getByTestId('hist-filter-to').fill('');
    await page.getByTestId('hist-filter-to').press('Enter');
    await expect.poll(() => counted.textContent()).toBe(String(all));
  } finally {
    await page.getByTestId('locale').selectOption('en');
  }
});

test('the play timer counts played time only (pauses left out) and fills in the duration when stopped', async () => {
  const page = await session.page();
  await page.clock.install({ time: new Date('2025-06-07T18:00:00') });
  await page.getByTestId('nav-history').click();
  await page.getByTestId('hist-tab-plays').click();
  await page.getByTestId('hist-record').click();
  await expect(page.getByTestId('hist-timer-stop').isDisabled()).resolves.toBe(true);
  await page.getByTestId('hist-timer-start').click();
  await page.clock.runFor(40 * 60_000);
  await page.getByTestId('hist-timer-pause').click();
  await expect(page.getByTestId('hist-timer-clock').textContent()).resolves.toBe('0:40:00');
  await page.clock.runFor(15 * 60_000); // a break: not counted
  await expect(page.getByTestId('hist-timer-clock').textContent()).resolves.toBe('0:40:00');
  await page.getByTestId('hist-timer-start').click(); // resume
  await page.clock.runFor(52 * 60_000 + 20_000);
  await expect(page.getByTestId('hist-timer-clock').textContent()).resolves.toBe('1:32:20');
  await screenshot(page, 'history-record-timer');
  await page.getByTestId('hist-timer-stop').click();
  await expect(page.getByTestId('hist-form-duration').inputValue()).resolves.toBe('92');
  await expect(page.getByTestId('hist-timer-clock').textContent()).resolves.toBe('0:00:00');
});

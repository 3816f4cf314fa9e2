/** The top bar stays one row at 1366×768 in every language (French wrapped the theme chooser onto a second row). */
import { expect, test } from 'vitest';
import { appAndBrowser, screenshot } from './helpers';

const session = appAndBrowser();

test.each(['en', 'ja', 'fr'])('%s: brand, navigation, language and theme on one row at 1366×768', async (locale) => {
  const page = await session.page();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('locale').selectOption(locale);
  try {
    const rows = await page.evaluate(() => {
      const bar = document.querySelector('.topbar')!;
      const items = [bar.querySelector('.brand')!, ...bar.querySelectorAll('nav button'), ...bar.querySelectorAll('select')];
      return items.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2));
    });
    // Every item's middle within a few pixels of the others': one row.
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThan(8);
    await screenshot(page, `top-bar-${locale}`);
  } finally {
    await page.getByTestId('locale').selectOption('en');
  }
});

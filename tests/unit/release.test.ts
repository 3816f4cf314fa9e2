/**
 * The desktop build's security settings that can be checked without an Electron binary: the fuses set at
 * packaging, the external-link allowlist, the app:// scheme's file mapping and sender check, and what
 * `npm run dist` says where Electron cannot be downloaded (as here).
 */
import { describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { isAllowedExternal } from '../../src-main/electron/external-links';
import { isRendererUrl, rendererFile, RENDERER_INDEX_URL } from '../../src-main/electron/renderer-files';
import { projectRoot, tempDir } from './helpers';

const require = createRequire(import.meta.url);

describe('packaging', () => {
  test('fuses: no run-as-node, no NODE_OPTIONS or --inspect, asar only with integrity, encrypted cookies', () => {
    const { FUSES } = require(join(projectRoot, 'resources', 'fuses.cjs')) as { FUSES: Record<string | number, unknown> };
    expect(FUSES).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.EnableCookieEncryption]: true,
    });
  });

  test('electron-builder builds AppImage and deb, NSIS and dmg, with the icon, and flips the fuses after packing', () => {
    const config = readFileSync(join(projectRoot, 'electron-builder.yml'), 'utf8');
    expect(config).toMatch(/linux:\n\s+target: \[AppImage, deb\]/);
    expect(config).toMatch(/win:\n\s+target: \[nsis\]/);
    expect(config).toMatch(/mac:\n\s+target: \[dmg\]/);
    expect(config).toMatch(/afterPack: resources\/after-pack\.cjs/);
    expect(config).toMatch(/asar: true/);
    const png = readFileSync(join(projectRoot, 'resources', 'icon.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    expect(existsSync(join(projectRoot, 'resources', 'icon.svg'))).toBe(true);
  });

  test('npm run dist says clearly why it cannot build where the Electron binary cannot be downloaded, and builds nothing', () => {
    const result = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'dist.mjs')], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, TABLEKEEPER_NO_ELECTRON: '1' }, timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^npm run dist cannot build a release here: TABLEKEEPER_NO_ELECTRON=1 is set\. A release packs the Electron binary, so build on a machine that can download it/);
    expect(result.stderr).toMatch(/Nothing was built\.\n$/);
  });
});

describe('desktop window', () => {
  test('only allowlisted https links go to the system browser', () => {
    expect(isAllowedExternal('https://app.bgstatsapp.com/createPlay.html?data=%7B%7D')).toBe(true);
    expect(isAllowedExternal('https://boardgamegeek.com/boardgame/822/carcassonne')).toBe(true);
    for (const url of [
      'http://boardgamegeek.com/',
      'https://evil.example/',
      'https://boardgamegeek.com.evil.example/',
      'https://user:pw@boardgamegeek.com/',
      'https://boardgamegeek.com:8443/',
      'https://app.bgstatsapp.com/other',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedExternal(url), url).toBe(false);
    }
  });

  test('app://tablekeeper/ serves only files inside the renderer folder', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<title>Tablekeeper</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), '');
    expect(rendererFile(dir, RENDERER_INDEX_URL)).toBe(join(dir, 'index.html'));
    expect(rendererFile(dir, 'app://tablekeeper/')).toBe(join(dir, 'index.html'));
    expect(rendererFile(dir, 'app://tablekeeper/assets/app.js')).toBe(join(dir, 'assets', 'app.js'));
    for (const url of ['app://tablekeeper/..%2f..%2fetc%2fpasswd', 'app://tablekeeper/%zz', 'app://other/index.html', 'file:///etc/passwd', 'app://tablekeeper/missing.js']) {
      expect(rendererFile(dir, url), url).toBeNull();
    }
  });

  test('the IPC sender check accepts only our origin', () => {
    expect(isRendererUrl('app://tablekeeper/index.html')).toBe(true);
    for (const url of ['app://tablekeeper.evil/index.html', 'file:///app/out/renderer/index.html', 'https://tablekeeper/', 'about:blank', '']) {
      expect(isRendererUrl(url), url).toBe(false);
    }
  });
});

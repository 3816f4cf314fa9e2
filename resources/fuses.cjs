/**
 * Electron fuses flipped in every packaged build (https://www.electronjs.org/docs/latest/tutorial/fuses):
 * the binary cannot be turned into a plain Node, take NODE_OPTIONS or --inspect, load code from outside
 * its asar archive, or run an archive whose integrity does not match; cookies are encrypted at rest.
 */
const { FuseV1Options, FuseVersion } = require('@electron/fuses');

const FUSES = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.EnableCookieEncryption]: true,
};

module.exports = { FUSES };

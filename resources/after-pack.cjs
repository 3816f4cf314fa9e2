/** electron-builder afterPack hook: flips the fuses (resources/fuses.cjs) in the packed Electron binary. */
const { join } = require('node:path');
const { flipFuses } = require('@electron/fuses');
const { FUSES } = require('./fuses.cjs');

function electronBinary(context) {
  const name = context.packager.appInfo.productFilename;
  switch (context.electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(context.appOutDir, `${name}.app`);
    case 'win32':
      return join(context.appOutDir, `${name}.exe`);
    default:
      return join(context.appOutDir, context.packager.executableName);
  }
}

exports.default = async function afterPack(context) {
  const binary = electronBinary(context);
  // On Apple silicon a binary whose bytes changed must be signed again (electron-builder signs after this hook).
  await flipFuses(binary, { ...FUSES, resetAdHocDarwinSignature: context.electronPlatformName === 'darwin' });
  console.log(`Fuses set on ${binary}`);
};

/**
 * The only importer of ipcMain. Every channel of the contract gets one handler that checks the sender
 * (our own window, its main frame, on app://tablekeeper/) before dispatch validates the payload.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { CHANNELS } from '../../src-shared/ipc/channels';
import { dispatch } from '../ipc/dispatch';
import type { Handlers } from '../services/app-services';
import { isRendererUrl } from './renderer-files';

export function registerIpc(handlers: Handlers, trusted: () => WebContents | null): void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, payload: unknown, locale: unknown) => {
      if (!isTrustedSender(event, trusted())) {
        return { ok: false, error: { code: 'ipc/bad-sender', message: 'This window may not talk to Tablekeeper.', path: [] } };
      }
      return dispatch(handlers, channel, payload, console.error, locale);
    });
  }
}

/** Our window, its main frame, on our app://tablekeeper origin. */
function isTrustedSender(event: IpcMainInvokeEvent, trusted: WebContents | null): boolean {
  if (!trusted || event.sender !== trusted) return false;
  const frame = event.senderFrame;
  return frame !== null && frame === trusted.mainFrame && isRendererUrl(frame.url);
}

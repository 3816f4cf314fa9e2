/**
 * Exposes exactly one function per contract channel, never ipcRenderer itself.
 * Runs sandboxed, so it is bundled to CommonJS with no Node access.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { CHANNELS, functionName } from '../../src-shared/ipc/channels';

const api = Object.fromEntries(CHANNELS.map((channel) => [functionName(channel), (payload: unknown, locale?: string) => ipcRenderer.invoke(channel, payload, locale)]));

contextBridge.exposeInMainWorld('tablekeeper', Object.freeze(api));

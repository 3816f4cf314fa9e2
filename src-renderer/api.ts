/**
 * The renderer's only door to the main process. In Electron it calls the preload's functions;
 * in the browser host it POSTs the same contract to /api/<channel> with this run's access token. Replies are values or typed errors.
 */
import { functionName, type Channel } from '../src-shared/ipc/channels';
import type { ChannelInput, ChannelOutput, Reply } from '../src-shared/ipc/contract';
import type { AppError } from '../src-shared/engine/errors';
import { currentLocale } from './i18n';
import { accessToken } from './access-token';

type Bridge = Record<string, (payload: unknown, locale?: string) => Promise<unknown>>;

declare global {
  interface Window {
    tablekeeper?: Bridge;
  }
}

export class ApiError extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

/** Each request carries the UI's language, so main words validation messages in it. */
async function transport(channel: Channel, input: unknown): Promise<Reply<Channel>> {
  const bridge = window.tablekeeper;
  if (bridge) return (await bridge[functionName(channel)](input, currentLocale())) as Reply<Channel>;
  const response = await fetch(`/api/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Tablekeeper-Locale': currentLocale(), Authorization: `Bearer ${accessToken() ?? ''}` },
    credentials: 'omit',
    body: JSON.stringify(input),
  });
  if (response.status === 403 && !response.headers.get('content-type')?.includes('json')) {
    throw new ApiError({ code: 'auth/forbidden', message: await response.text(), path: [] });
  }
  return (await response.json()) as Reply<Channel>;
}

export async function call<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  const reply = (await transport(channel, input)) as Reply<C>;
  if (!reply.ok) throw new ApiError(reply.error);
  return reply.value;
}

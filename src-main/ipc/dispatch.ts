/**
 * The single entry point for every request from a renderer, whatever the transport:
 * known channel → depth and size limits → zod safeParse → handler. A handler that throws becomes an
 * `internal` error reply; nothing a renderer sends can crash the host.
 */
import { z } from 'zod';
import { CHANNELS, type Channel } from '../../src-shared/ipc/channels';
import { contract, payloadLimit, type Reply } from '../../src-shared/ipc/contract';
import { zodToAppError } from '../../src-shared/engine/runner';
import { unknownChannel, type Handlers } from '../services/app-services';
import { MAX_PAYLOAD_DEPTH, measurePayload } from './payload-measure';

export function isChannel(name: string): name is Channel {
  return (CHANNELS as readonly string[]).includes(name);
}

const ZOD_LOCALES = { en: z.locales.en, ja: z.locales.ja, fr: z.locales.fr } as const;
type UiLocale = keyof typeof ZOD_LOCALES;

/**
 * zod's own validation messages ("Invalid input: expected number") in the language the renderer shows,
 * which it sends with each request (it alone knows it when the language follows the OS). Handlers run
 * synchronously, so setting zod's global locale around one request cannot leak into another.
 */
function inLocale<T>(locale: unknown, run: () => T): T {
  const chosen: UiLocale = locale === 'ja' || locale === 'fr' ? locale : 'en';
  if (chosen === 'en') return run();
  z.config(ZOD_LOCALES[chosen]());
  try {
    return run();
  } finally {
    z.config(z.locales.en());
  }
}

export function dispatch(handlers: Handlers, channel: string, payload: unknown, log: (e: unknown) => void = console.error, locale: unknown = 'en'): Reply<Channel> {
  return inLocale(locale, () => dispatchChecked(handlers, channel, payload, log));
}

function dispatchChecked(handlers: Handlers, channel: string, payload: unknown, log: (e: unknown) => void): Reply<Channel> {
  if (!isChannel(channel)) return unknownChannel(channel) as Reply<Channel>;
  const limit = payloadLimit(channel);
  const measure = measurePayload(payload, limit);
  if (measure.verdict === 'too-deep') {
    return { ok: false, error: { code: 'input/invalid', message: `Requests on ${channel} may nest at most ${MAX_PAYLOAD_DEPTH} levels deep; this one is nested deeper.`, path: [] } };
  }
  if (measure.verdict === 'too-large') {
    return { ok: false, error: { code: 'input/too-large', message: `Requests on ${channel} are limited to ${limit.toLocaleString('en')} bytes.`, path: [] } };
  }
  const parsed = contract[channel].input.safeParse(payload ?? {});
  if (!parsed.success) return { ok: false, error: zodToAppError(parsed.error, 'input/invalid') };
  try {
    const handler = handlers[channel] as (input: unknown) => Reply<Channel>;
    return handler(parsed.data);
  } catch (error) {
    log(error);
    return { ok: false, error: { code: 'internal', message: `Something went wrong on ${channel}; nothing was saved. (${(error as Error).message})`, path: [] } };
  }
}

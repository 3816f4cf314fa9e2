/** The club channels' payloads (src-main/club): status with its sync state, and the joining steps. */
import { z } from 'zod';

const clubUrl = z.string().trim().min(1, 'Give the club URL').max(2000);
const password = z.string().max(1000).nullable();

export const clubInputs = {
  preview: z.object({ url: clubUrl, password }).strict(),
  connect: z.object({ url: clubUrl, password, upload: z.boolean() }).strict(),
  dismiss: z.object({ kind: z.string().max(20), uid: z.string().max(400), revision: z.number().int().min(0), laptop: z.string().max(400) }).strict(),
  /** Keep the shown version of a conflict, or the listed one instead, on every laptop. */
  choose: z
    .object({ kind: z.string().max(20), uid: z.string().max(400), revision: z.number().int().min(0), laptop: z.string().max(400), keep: z.enum(['shown', 'listed']) })
    .strict(),
};

const preview = z.object({
  url: z.string(), role: z.string(), localPlays: z.number().int(), newToClub: z.number().int(), alreadyInClub: z.number().int(),
  schema: z.object({ from: z.number().int(), to: z.number().int() }),
});

/** A version in words: its content (null: deleted), laptop and revision; the app says it in its language. */
const versionWords = z.object({ what: z.string().nullable(), laptop: z.string(), revision: z.number().int() });

export const clubStatusSchema = z.object({
  connected: z.boolean(),
  url: z.string().nullable(),
  laptopId: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  waiting: z.number().int(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  syncing: z.boolean(),
  conflicts: z.array(
    z.object({
      kind: z.string(), uid: z.string(), revision: z.number().int(), laptop: z.string(), summary: z.string(),
      versions: z.object({ shown: versionWords, listed: versionWords }).nullable(),
    }),
  ),
  settled: z.array(z.object({ kind: z.string(), uid: z.string(), summary: z.string(), by: z.string(), kept: versionWords, dropped: versionWords })),
  credentials: z.string(),
  job: z
    .object({ kind: z.enum(['preview', 'connect']), state: z.enum(['running', 'done', 'failed']), preview: preview.nullable(), message: z.string().nullable() })
    .nullable(),
});

export type ClubStatusView = z.infer<typeof clubStatusSchema>;

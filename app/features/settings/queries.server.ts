// Reads of the site settings: every key in one query, each value checked against its schema.
import { sql } from "drizzle-orm";
import { memoized } from "~/lib/data-memo.server";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { siteSettings } from "~db/schema";
import { isSettingKey, parseSettingValue, type SiteSettings } from "./schema";

/**
 * Each key's last stored text and what it parsed to: every page reads the settings, and checking
 * them against their schemas was a measurable part of each render. The text is the key to it, so
 * a value changed by any means (another server, SQL by hand) is parsed anew.
 */
const parsedByKey = new Map<string, { text: string; value: unknown }>();

/**
 * Every saved setting, parsed. A stored value that no longer passes its schema (edited by hand,
 * or saved before a schema change) is logged and treated as not set: the page hides what it
 * would have shown instead of failing. Database errors are thrown (the page answers 503).
 */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, text: sql<string>`${siteSettings.value}::text` })
    .from(siteSettings);
  const settings: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isSettingKey(row.key)) continue;
    const known = parsedByKey.get(row.key);
    if (known?.text === row.text) {
      if (known.value !== undefined) settings[row.key] = known.value;
      continue;
    }
    const parsed = parseSettingValue(row.key, JSON.parse(row.text) as unknown);
    // Shared by every request from now on: frozen, so that no page can change it for the next.
    const value = parsed.success ? deepFreeze(parsed.data) : undefined;
    parsedByKey.set(row.key, { text: row.text, value });
    if (parsed.success) settings[row.key] = value;
    else {
      logger.warn(
        { key: row.key, issues: parsed.error.issues.slice(0, 5) },
        "stored site setting is invalid; treating it as not set",
      );
    }
  }
  return settings as SiteSettings;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The settings as the public pages read them: from memory while the change feed is followed
 * (app/lib/data-memo.server.ts), else as readSiteSettings. Admin screens and writes read fresh.
 */
export const getSiteSettings = memoized(readSiteSettings);

/**
 * The same, but nothing at all while the database does not answer: for the page shell and the
 * pages that must keep working during an outage (home, header and footer).
 */
export async function getSiteSettingsOrNone(db: Database): Promise<SiteSettings> {
  try {
    return await getSiteSettings(db);
  } catch (error) {
    logger.error({ err: error }, "site settings failed to load; showing none");
    return {};
  }
}

/** When each key was last saved (the admin area shows it). */
export async function getSettingsUpdatedAt(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: siteSettings.key, updatedAt: siteSettings.updatedAt })
    .from(siteSettings);
  return Object.fromEntries(rows.map((row) => [row.key, row.updatedAt.toISOString()]));
}

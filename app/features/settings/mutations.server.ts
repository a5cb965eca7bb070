// Admin writes of the site settings: validated, stored, audited, in one transaction.
import { recordAudit } from "~/lib/audit.server";
import { dataChanged } from "~/lib/data-memo.server";
import type { Database } from "~/lib/db.server";
import { siteSettings } from "~db/schema";
import { readSiteSettings } from "./queries.server";
import { parseSettingValue, type SettingKey, type SettingValue } from "./schema";
import { indexSiteDocuments } from "./search-documents.server";

export type SaveSettingResult<K extends SettingKey> =
  | { ok: true; value: SettingValue<K> }
  | { ok: false; issues: { path: PropertyKey[]; message: string }[] };

/**
 * Validates `value` against the key's schema and stores it (insert or replace), with an audit
 * row. The page cache empties itself: the admin request does, and the table's trigger notifies
 * every app server.
 */
export async function saveSiteSetting<K extends SettingKey>(
  db: Database,
  adminId: string | null,
  key: K,
  value: unknown,
): Promise<SaveSettingResult<K>> {
  // PostgreSQL's jsonb cannot hold a NUL character: refuse it as bad input, not a 500.
  if (JSON.stringify(value ?? null).includes("\\u0000")) {
    return { ok: false, issues: [{ path: [], message: "Remove the invisible NUL characters" }] };
  }
  const parsed = parseSettingValue(key, value);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
    };
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(siteSettings)
      .values({ key, value: parsed.data, updatedAt: now, updatedBy: adminId })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: parsed.data, updatedAt: now, updatedBy: adminId },
      });
    // The search finds what the settings show at once (ADR 032): same transaction.
    await indexSiteDocuments(tx, { ...(await readSiteSettings(tx)), [key]: parsed.data });
    await recordAudit(tx, {
      adminId,
      action: "site_setting.update",
      entity: "site_setting",
      entityId: key,
      details: parsed.data,
    });
  });
  // This server's pages show it at once; the others when the change feed tells them.
  dataChanged();
  return { ok: true, value: parsed.data };
}

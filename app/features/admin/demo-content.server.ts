// The demo content (demo-seed.server.ts): counted for the launch checklist, and removed by one
// admin action. Demo rows carry `demo = true` (migration 0019), set only by the seed; an admin's
// own rows never have it, and an admin's edit of a demo row clears it, so neither is ever removed.
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { fileStillReferenced } from "~/features/resources/files.server";
import { isSampleTestimonial } from "~/features/settings/demo.server";
import { parseSettingValue } from "~/features/settings/schema";
import { recordAudit, type Transaction } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import type { FileStorage } from "~/lib/storage.server";
import {
  auditLog,
  blogPosts,
  calendarEvents,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  resources,
  siteSettings,
} from "~db/schema";
import { type DemoCounts, demoTotal } from "./launch-checklist";

/** The audit action of a removal; the first start also reads it (no demo seeded after one). */
export const DEMO_REMOVE_ACTION = "demo.remove";

type Reader = Pick<Database, "select">;

/** The sample testimonials in a stored `testimonials` value (none when unset or invalid). */
function sampleTestimonials(value: unknown): number {
  const parsed = parseSettingValue("testimonials", value);
  return parsed.success ? parsed.data.items.filter(isSampleTestimonial).length : 0;
}

/** What is left of the demo content, kind by kind. */
export async function countDemoContent(db: Reader): Promise<DemoCounts> {
  const [[r], [p], [q], [m], [e], testimonials] = await Promise.all([
    db
      .select({ n: count(), files: count(resources.fileKey) })
      .from(resources)
      .where(eq(resources.demo, true)),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.demo, true)),
    db.select({ n: count() }).from(practiceQuestions).where(eq(practiceQuestions.demo, true)),
    db.select({ n: count() }).from(practicePapers).where(eq(practicePapers.demo, true)),
    db.select({ n: count() }).from(calendarEvents).where(eq(calendarEvents.demo, true)),
    db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, "testimonials")),
  ]);
  return {
    resources: r?.n ?? 0,
    files: r?.files ?? 0,
    posts: p?.n ?? 0,
    questions: q?.n ?? 0,
    papers: m?.n ?? 0,
    events: e?.n ?? 0,
    testimonials: sampleTestimonials(testimonials[0]?.value),
  };
}

export interface DemoRemoval {
  /** What was removed (all zero: there was nothing left, and nothing was written). */
  removed: DemoCounts;
  /**
   * Demo questions kept because a paper of the operator's uses them: they are the operator's
   * now (their mark cleared), as a question cannot leave a paper by being deleted.
   */
  keptQuestions: number;
  /** Sample files deleted from storage, and those that could not be (logged). */
  filesDeleted: number;
  filesFailed: number;
}

/** Files deleted at once: local folders and S3 alike are I/O bound. */
const FILE_WORKERS = 4;

/**
 * Removes every demo row in one transaction, with one audit row, then deletes the sample files
 * of the removed resources from storage. The files go only after the commit: a failed
 * transaction leaves rows and files as they were. A file that cannot be deleted is logged and
 * counted, never fatal (the rows are gone; an unused file harms nobody). Run again, it finds
 * nothing and writes nothing.
 */
export async function removeDemoContent(
  db: Database,
  storage: FileStorage,
  { adminId, log }: { adminId: string; log: { warn(obj: object, msg: string): void } },
): Promise<DemoRemoval> {
  const { removed, keptQuestions, fileKeys } = await db.transaction(async (tx) => {
    const deletedResources = await tx
      .delete(resources)
      .where(eq(resources.demo, true))
      .returning({ fileKey: resources.fileKey });
    const deletedPosts = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.demo, true))
      .returning({ id: blogPosts.id });
    // A paper's questions and its attempts go with it (ON DELETE CASCADE).
    const deletedPapers = await tx
      .delete(practicePapers)
      .where(eq(practicePapers.demo, true))
      .returning({ id: practicePapers.id });
    const kept = await tx
      .update(practiceQuestions)
      .set({ demo: false })
      .where(
        and(
          eq(practiceQuestions.demo, true),
          inArray(
            practiceQuestions.id,
            tx.select({ id: practicePaperQuestions.questionId }).from(practicePaperQuestions),
          ),
        ),
      )
      .returning({ id: practiceQuestions.id });
    const deletedQuestions = await tx
      .delete(practiceQuestions)
      .where(eq(practiceQuestions.demo, true))
      .returning({ id: practiceQuestions.id });
    const deletedEvents = await tx
      .delete(calendarEvents)
      .where(eq(calendarEvents.demo, true))
      .returning({ id: calendarEvents.id });
    const testimonials = await removeSampleTestimonials(tx, adminId);

    const keys = deletedResources.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
    const counts: DemoCounts = {
      resources: deletedResources.length,
      files: keys.length,
      posts: deletedPosts.length,
      questions: deletedQuestions.length,
      papers: deletedPapers.length,
      events: deletedEvents.length,
      testimonials,
    };
    if (demoTotal(counts) > 0 || kept.length > 0) {
      await recordAudit(tx, {
        adminId,
        action: DEMO_REMOVE_ACTION,
        entity: "demo_content",
        details: { ...counts, keptQuestions: kept.length },
      });
    }
    return { removed: counts, keptQuestions: kept.length, fileKeys: keys };
  });

  let filesDeleted = 0;
  let filesFailed = 0;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < fileKeys.length; i = next++) {
      const fileKey = fileKeys[i]!;
      try {
        if (await fileStillReferenced(db, fileKey)) continue;
        await storage.delete(fileKey);
        filesDeleted++;
      } catch (error) {
        filesFailed++;
        log.warn({ err: error, fileKey }, "could not delete a demo file from storage");
      }
    }
  };
  await Promise.all(Array.from({ length: FILE_WORKERS }, worker));
  return { removed, keptQuestions, filesDeleted, filesFailed };
}

/**
 * Takes the demo's sample quotes out of the stored testimonials, leaving any an admin added.
 * With none left, the list is no longer marked as samples. Returns how many it took out.
 */
async function removeSampleTestimonials(tx: Transaction, adminId: string): Promise<number> {
  const [row] = await tx
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "testimonials"))
    .for("update");
  if (!row) return 0;
  const parsed = parseSettingValue("testimonials", row.value);
  if (!parsed.success) return 0;
  const items = parsed.data.items.filter((item) => !isSampleTestimonial(item));
  const taken = parsed.data.items.length - items.length;
  if (taken === 0) return 0;
  await tx
    .update(siteSettings)
    .set({
      value: { samples: items.length > 0 && parsed.data.samples, items },
      updatedAt: new Date(),
      updatedBy: adminId,
    })
    .where(eq(siteSettings.key, "testimonials"));
  return taken;
}

/** When the demo content was last removed, if ever: the first start then seeds no demo again. */
export async function demoRemovedAt(db: Reader): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(eq(auditLog.action, DEMO_REMOVE_ACTION))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}

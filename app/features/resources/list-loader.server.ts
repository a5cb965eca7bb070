import { data } from "react-router";
import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import { listSubjectResources, subjectHasResources, type ResourceType } from "./queries.server";
import { notFound, subjectFromParams } from "./subject-page.server";

/**
 * Loader of the lectures, notes and PYQ pages: the subject (404 when unknown) and its rows of one
 * type, newest first. A database failure gives the page with the load-error notice and status
 * 503, not a crash.
 */
export async function loadSubjectList(
  { db, logger }: { db: Database; logger: Logger },
  params: { level?: string; subject?: string },
  type: ResourceType,
) {
  const found = subjectFromParams(params);
  if (!found) throw notFound();
  const { subject } = found;
  let exists = found.inCatalogue;
  let rows: Awaited<ReturnType<typeof listSubjectResources>> = [];
  try {
    exists ||= await subjectHasResources(db, subject.level, subject.id);
    if (exists)
      rows = await listSubjectResources(db, { level: subject.level, subject: subject.id, type });
  } catch (error) {
    logger.error({ err: error }, `failed to load ${type}`);
    return data({ subject, rows, loadError: true }, { status: 503 });
  }
  if (!exists) throw notFound();
  return data({ subject, rows, loadError: false });
}

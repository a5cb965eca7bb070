import { data } from "react-router";
import type { PublicLevel } from "~/content/subjects";
import type { Database } from "~/lib/db.server";
import { subjectHasResources } from "./queries.server";
import {
  canonicalSubject,
  findCatalogueSubject,
  LevelParamSchema,
  SubjectParamSchema,
  subjectNameFromSlug,
} from "./subjects";

export interface SubjectInfo {
  level: PublicLevel;
  id: string;
  name: string;
  description: string;
}

export const notFound = () => data(null, { status: 404, statusText: "Not Found" });

/** The subject a URL names, from the catalogue or made from its slug; null for a malformed URL. */
export function subjectFromParams(params: { level?: string; subject?: string }) {
  const level = LevelParamSchema.safeParse(params.level);
  const slug = SubjectParamSchema.safeParse(params.subject);
  if (!level.success || !slug.success) return null;
  const known = findCatalogueSubject(level.data, slug.data);
  if (known) return { subject: { level: level.data, ...known }, inCatalogue: true };
  const name = subjectNameFromSlug(slug.data);
  const subject: SubjectInfo = {
    level: level.data,
    id: canonicalSubject(slug.data),
    name,
    description: `Lectures, notes and previous-year papers for ${name}.`,
  };
  return { subject, inCatalogue: false };
}

/**
 * The subject of a /resources/:level/:subject… URL: one of the catalogue's, or one that has
 * resources in the database. Anything else throws a 404 response.
 */
export async function requireSubject(
  db: Database,
  params: { level?: string; subject?: string },
): Promise<SubjectInfo> {
  const found = subjectFromParams(params);
  if (!found) throw notFound();
  if (found.inCatalogue) return found.subject;
  if (!(await subjectHasResources(db, found.subject.level, found.subject.id))) throw notFound();
  return found.subject;
}

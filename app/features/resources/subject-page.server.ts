import { data } from "react-router";
import { PUBLIC_LEVELS, type PublicLevel } from "~/content/subjects";
import type { Database } from "~/lib/db.server";
import { subjectHasResources } from "./queries.server";
import {
  canonicalSubject,
  findCatalogueSubject,
  isOneOf,
  SUBJECT_PARAM,
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
  const { level, subject: slug } = params;
  if (!isOneOf(PUBLIC_LEVELS, level) || !slug || !SUBJECT_PARAM.test(slug)) return null;
  const known = findCatalogueSubject(level, slug);
  if (known) return { subject: { level, ...known }, inCatalogue: true };
  const name = subjectNameFromSlug(slug);
  const subject: SubjectInfo = {
    level,
    id: canonicalSubject(slug),
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

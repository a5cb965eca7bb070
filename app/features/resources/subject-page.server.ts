import type { Database } from "~/lib/db.server";
import { notFound } from "~/lib/not-found";
import { safeLinkHref } from "~/lib/safe-url";
import { defaultDescription, findPublicSubject } from "./subject-queries.server";
import {
  canonicalSubject,
  isOneOf,
  PUBLIC_LEVELS,
  type PublicLevel,
  SUBJECT_PARAM,
  subjectNameFromSlug,
} from "./subjects";

export interface SubjectInfo {
  level: PublicLevel;
  id: string;
  name: string;
  description: string;
  /** The subject's shared folder ('Open Google Drive' on the notes page), when one is set. */
  folderUrl: string | null;
}

/** The level and slug a /resources/:level/:subject… URL names; null for a malformed URL. */
export function subjectParams(params: { level?: string; subject?: string }) {
  const { level, subject: slug } = params;
  if (!isOneOf(PUBLIC_LEVELS, level) || !slug || !SUBJECT_PARAM.test(slug)) return null;
  return { level, slug: canonicalSubject(slug) };
}

/** The subject of the table at (level, slug), as the pages show it; undefined when none. */
export async function findSubject(
  db: Database,
  { level, slug }: { level: PublicLevel; slug: string },
): Promise<SubjectInfo | undefined> {
  const row = await findPublicSubject(db, level, slug);
  if (!row) return undefined;
  return {
    level,
    id: row.slug,
    name: row.name,
    description: row.description || defaultDescription(row),
    // Only an http(s) address becomes a link, whatever wrote the row.
    folderUrl: safeLinkHref(row.folderUrl) ?? null,
  };
}

/** A stand-in made from the URL, for the load-error page when the database cannot answer. */
export function subjectFromSlug({ level, slug }: { level: PublicLevel; slug: string }) {
  return {
    level,
    id: slug,
    name: subjectNameFromSlug(slug),
    description: "",
    folderUrl: null,
  } satisfies SubjectInfo;
}

/**
 * The subject of a /resources/:level/:subject… URL: a row of the subjects table (a legacy
 * underscored slug finds its hyphenated row). Anything else throws a 404 response.
 */
export async function requireSubject(
  db: Database,
  params: { level?: string; subject?: string },
): Promise<SubjectInfo> {
  const wanted = subjectParams(params);
  if (!wanted) throw notFound();
  const subject = await findSubject(db, wanted);
  if (!subject) throw notFound();
  return subject;
}

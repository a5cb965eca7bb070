import { redirect } from "react-router";
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

/**
 * The level and slug a /resources/:level/:subject… URL names (`slug` canonical, `named` as the URL
 * has it); null for a malformed URL.
 */
export function subjectParams(params: { level?: string; subject?: string }) {
  const { level, subject: slug } = params;
  if (!isOneOf(PUBLIC_LEVELS, level) || !slug || !SUBJECT_PARAM.test(slug)) return null;
  return { level, slug: canonicalSubject(slug), named: slug };
}

/**
 * When a URL names a course other than by its current slug (a former slug of the course, ADR 046,
 * or the legacy underscored spelling), the 301 to the same address under the current slug, query
 * string kept: `/resources/diploma/big-data/notes?tab=quiz-2` →
 * `/resources/diploma/machine-learning-techniques/notes?tab=quiz-2`, and the calendar feed
 * `/calendar/diploma/big-data.ics` likewise. Null when the URL already uses the current slug.
 */
export function movedSubjectRedirect(
  request: Request,
  { level, named }: { level: string; named: string },
  currentSlug: string,
): Response | null {
  if (named === currentSlug) return null;
  const url = new URL(request.url);
  const segment = new RegExp(`/${level}/${named}(?=$|[/.])`);
  if (!segment.test(url.pathname)) return null;
  return redirect(`${url.pathname.replace(segment, `/${level}/${currentSlug}`)}${url.search}`, 301);
}

/**
 * The subject of the table a URL names, as the pages show it; undefined when none. A URL that
 * names the course by a former slug or the legacy spelling throws the 301 to its current address.
 */
export async function findSubject(
  db: Database,
  wanted: { level: PublicLevel; slug: string; named: string },
  request: Request,
): Promise<SubjectInfo | undefined> {
  const row = await findPublicSubject(db, wanted.level, wanted.slug);
  if (!row) return undefined;
  const moved = movedSubjectRedirect(request, wanted, row.slug);
  if (moved) throw moved;
  return {
    level: wanted.level,
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
 * The subject of a /resources/:level/:subject… URL: a row of the subjects table. A former slug of
 * a course or the legacy underscored spelling throws a 301 to the course's address; anything else
 * throws a 404 response.
 */
export async function requireSubject(
  db: Database,
  params: { level?: string; subject?: string },
  request: Request,
): Promise<SubjectInfo> {
  const wanted = subjectParams(params);
  if (!wanted) throw notFound();
  const subject = await findSubject(db, wanted, request);
  if (!subject) throw notFound();
  return subject;
}

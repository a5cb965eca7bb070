import { data } from "react-router";
import type { Database } from "~/lib/db.server";
import { pageParam } from "~/lib/list-url";
import type { Logger } from "~/lib/logger.server";
import { notFound } from "~/lib/not-found";
import { errorToast } from "~/lib/toast";
import {
  countSubjectResourcesByExam,
  type ExamTabFilter,
  listSubjectResources,
  type ResourceType,
  SUBJECT_PAGE_SIZE,
} from "./queries.server";
import { LOAD_ERROR_MESSAGE } from "./schema";
import {
  findSubject,
  type SubjectInfo,
  subjectFromSlug,
  subjectParams,
} from "./subject-page.server";
import { type ExamTabs, examTab, NOTE_EXAM_TABS, PYQ_EXAM_TABS } from "./subjects";

const NOT_FOUND = Symbol("subject not found");

/** The exam tabs of each page type; lectures have none. */
const EXAM_TABS: Partial<Record<ResourceType, ExamTabs>> = {
  notes: NOTE_EXAM_TABS,
  pyqs: PYQ_EXAM_TABS,
};

/**
 * Loader of the lectures, notes and PYQ pages: the subject (404 when unknown, 301 from a former
 * slug to its current address), the tab of
 * `?tab=` (notes and PYQs), one page (`?page=`) of that tab's rows newest first, the count of
 * every tab and the number of pages. A page number that is not a positive integer means page 1;
 * one past the end means the last page. A database failure gives the page with the load-error
 * notice and status 503, not a crash.
 */
export async function loadSubjectList(
  { db, logger }: { db: Database; logger: Logger },
  request: Request,
  params: { level?: string; subject?: string },
  type: ResourceType,
) {
  const wanted = subjectParams(params);
  if (!wanted) throw notFound();
  const search = new URL(request.url).searchParams;
  const tabs = EXAM_TABS[type];
  const tab = tabs ? examTab(search.get("tab"), tabs).id : null;
  const exam: ExamTabFilter | undefined = tabs && tab ? { ...tabs, tab } : undefined;
  const listing = { level: wanted.level, subject: wanted.slug, type };
  const requested = pageParam(search);

  let subject: SubjectInfo | undefined;
  let result;
  try {
    // In parallel, guessing the subject exists and the page is in range; a page past the end is
    // read again below.
    const [found, byExam, guessed] = await Promise.all([
      findSubject(db, wanted, request),
      countSubjectResourcesByExam(db, listing),
      listSubjectResources(db, { ...listing, exam, page: requested }),
    ]);
    subject = found;
    if (!found) throw NOT_FOUND;
    const tabCounts: Record<string, number> = Object.fromEntries(
      (tabs?.tabs ?? []).map((t) => [t.id, 0]),
    );
    let all = 0;
    for (const { exam: value, n } of byExam) {
      all += n;
      if (!tabs) continue;
      const key = examTab(value, tabs).id;
      tabCounts[key] = (tabCounts[key] ?? 0) + n;
    }
    const total = tab ? (tabCounts[tab] ?? 0) : all;
    const pageCount = Math.max(1, Math.ceil(total / SUBJECT_PAGE_SIZE));
    const page = Math.min(requested, pageCount);
    const rows =
      page === requested ? guessed : await listSubjectResources(db, { ...listing, exam, page });
    result = {
      subject: found,
      tab,
      tabCounts,
      total,
      page,
      pageCount,
      rows,
      loadError: false,
      toast: null,
    };
  } catch (error) {
    if (error === NOT_FOUND) throw notFound();
    // A former slug's 301 (findSubject).
    if (error instanceof Response) throw error;
    logger.error({ err: error }, `failed to load ${type}`);
    const tabCounts: Record<string, number> = {};
    return data(
      {
        subject: subject ?? subjectFromSlug(wanted),
        tab,
        tabCounts,
        total: 0,
        page: 1,
        pageCount: 1,
        rows: [],
        loadError: true,
        // Shown inline (ResourcesLoadError), and as a toast where the page runs React (ADR 049).
        toast: errorToast(LOAD_ERROR_MESSAGE),
      },
      { status: 503 },
    );
  }
  return data(result);
}

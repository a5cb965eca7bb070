import { ArrowRight, ArrowUpRight, BookOpen, Folder, FolderOpen, Users } from "lucide-react";
import { Link } from "react-router";
import { CourseFamilyGlyph } from "~/components/course-family-glyph";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { studyMaterialsPage as copy } from "~/content/study-materials";
import { listStudyCourses } from "~/features/resources/study-courses.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { type StudyPageCard, studyMaterialsView } from "~/features/settings/study-page";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/study-materials";

/**
 * The spec's sections by level: every catalogue course's card (its shared folder, else its page
 * here) and the folders the site settings add.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [settings, courses] = await Promise.all([
    getSiteSettings(context.db),
    listStudyCourses(context.db),
  ]);
  return { levels: studyMaterialsView(settings.study_materials?.sections, courses) };
}

type Level = Route.ComponentProps["loaderData"]["levels"][number];
type Group = Level["groups"][number];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.title, description: copy.description });

export default function StudyMaterialsPage({ loaderData }: Route.ComponentProps) {
  const studyMaterialLevels = loaderData.levels;
  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
        {studyMaterialLevels.length > 1 ? (
          <nav aria-label="Levels on this page" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {studyMaterialLevels.map((level) => (
                <li key={level.id}>
                  <a
                    href={`#${level.id}`}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {level.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-16 px-4 pb-16 sm:px-6">
        {studyMaterialLevels.length === 0 ? (
          <div className="flex items-start gap-4 rounded-xl border border-dashed border-border p-6">
            <FolderOpen aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
            <div>
              <h2 className="font-semibold">{copy.empty.title}</h2>
              <p className="mt-1 text-sm text-muted">{copy.empty.description}</p>
            </div>
          </div>
        ) : null}
        {studyMaterialLevels.map((level) => (
          <section key={level.id} id={level.id} aria-labelledby={`${level.id}-heading`}>
            <h2 id={`${level.id}-heading`} className="text-heading font-bold">
              {level.title}
            </h2>
            <p className="mt-2 text-muted">{level.description}</p>
            <div className="mt-8 space-y-10">
              {level.groups.map((group) => (
                <MaterialGroup key={group.id} group={group} />
              ))}
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="more-heading" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <div className="rounded-2xl border border-border bg-card px-6 py-10 text-center sm:px-10">
          <h2 id="more-heading" className="text-heading font-bold">
            {copy.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{copy.closing.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/community" className={buttonVariants({ size: "lg" })}>
              <Users aria-hidden="true" />
              {copy.closing.joinCommunity}
            </Link>
            <Link to="/resources" className={buttonVariants({ variant: "outline", size: "lg" })}>
              {copy.closing.browseResources}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

function MaterialGroup({ group }: { group: Group }) {
  const headingId = `${group.id}-heading`;
  return (
    <section id={group.id} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold">
        {group.title}
      </h3>
      {group.description ? <p className="mt-1 text-sm text-muted">{group.description}</p> : null}
      {group.display === "cards" ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {group.cards.map((item, index) => (
            <li key={`${index}-${item.title}`}>
              <MaterialCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {group.cards.map((item, index) => {
            const className =
              "flex min-h-11 items-center gap-3 rounded-lg border border-border bg-card px-4 py-2.5 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft";
            const body = (
              <>
                <Folder aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <span className="flex-1">{item.title}</span>
              </>
            );
            return (
              <li key={`${index}-${item.title}`}>
                {item.external ? (
                  <ExternalLink href={item.url} className={className}>
                    {body}
                    <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  </ExternalLink>
                ) : (
                  <Link to={item.url} className={className}>
                    {body}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The whole card is clickable: the link's ::after covers it, so its name stays the title. */
function MaterialCard({ item }: { item: StudyPageCard }) {
  const linkClass =
    "font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent";
  return (
    <div
      data-family={item.family ?? ""}
      className="group relative flex h-full gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-family/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      {item.family !== undefined ? (
        // A course's card: its family's glyph (docs/design.md, "Course families").
        <CourseFamilyGlyph family={item.family} />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent"
        >
          {item.external ? <FolderOpen className="size-5" /> : <BookOpen className="size-5" />}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {item.external ? (
          <ExternalLink href={item.url} className={linkClass}>
            {item.title}
          </ExternalLink>
        ) : (
          <Link to={item.url} className={linkClass}>
            {item.title}
          </Link>
        )}
        {item.subtitle ? <p className="text-sm font-medium">{item.subtitle}</p> : null}
        {item.description ? (
          // A course card names the course twice already: on phones its description waits on
          // the course page, so the list stays short.
          <p className={cn("mt-1 flex-1 text-sm text-muted", item.subtitle && "hidden sm:block")}>
            {item.description}
          </p>
        ) : null}
        {item.opens ? <p className="mt-2 text-xs text-muted">{item.opens}</p> : null}
      </div>
      {item.external ? (
        <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
      ) : (
        <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
      )}
    </div>
  );
}

import { ArrowRight, ArrowUpRight, Folder, FolderOpen, Users } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import {
  type StudyMaterial,
  type StudyMaterialGroup,
  studyMaterialLevels,
  studyMaterialsPage as copy,
} from "~/content/study-materials";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/study-materials";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.title, description: copy.description });

export default function StudyMaterialsPage() {
  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
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
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-16 px-4 pb-16 sm:px-6">
        {studyMaterialLevels.map((level) => (
          <section key={level.id} id={level.id} aria-labelledby={`${level.id}-heading`}>
            <h2
              id={`${level.id}-heading`}
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
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
          <h2 id="more-heading" className="text-2xl font-bold tracking-tight">
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

function MaterialGroup({ group }: { group: StudyMaterialGroup }) {
  const headingId = `${group.id}-heading`;
  return (
    <section id={group.id} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold">
        {group.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{group.description}</p>
      {group.display === "cards" ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {group.items.map((item) => (
            <li key={item.id}>
              <MaterialCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {group.items.map((item) => (
            <li key={item.id}>
              <ExternalLink
                href={item.href}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-card px-4 py-2.5 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft"
              >
                <Folder aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <span className="flex-1">{item.title}</span>
                <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
              </ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The whole card is clickable: the link's ::after covers it, so its name stays the title. */
function MaterialCard({ item }: { item: StudyMaterial }) {
  return (
    <div className="group relative flex h-full gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent"
      >
        <FolderOpen className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <ExternalLink
          href={item.href}
          className="font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent"
        >
          {item.title}
        </ExternalLink>
        <p className="mt-1 text-sm text-muted">{item.description}</p>
      </div>
      <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
    </div>
  );
}

import { ArrowRight, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { externalLinks } from "~/content/links";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: site.name, description: site.description });

export default function Home() {
  return (
    <main id="main">
      <section className="relative overflow-hidden px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--accent-soft),transparent_70%)]"
        />
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">
            Student-run · Unofficial
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {site.tagline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{site.description}</p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Link to="/resources" className={buttonVariants({ size: "lg" })}>
              Explore Resources
              <ArrowRight aria-hidden="true" />
            </Link>
            <ExternalLink
              href={externalLinks.videoChannel}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              <PlayCircle aria-hidden="true" />
              Watch on YouTube
            </ExternalLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="stats-heading" className="mx-auto max-w-5xl px-4 pb-24 sm:px-6">
        <h2 id="stats-heading" className="sr-only">
          The hub in numbers
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[
            ["30k+", "Students"],
            ["100+", "Resources"],
            ["24/7", "Support"],
            ["8+", "Subjects"],
          ].map(([value, label]) => (
            <div
              key={label}
              className="flex flex-col-reverse rounded-xl border border-border bg-card p-6 text-center"
            >
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-3xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}

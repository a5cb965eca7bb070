import { Link, useMatches } from "react-router";
import { PageHeader } from "~/components/page-header";
import {
  getPolicies,
  isPolicyId,
  type Policy,
  type PolicyOperator,
  policies,
  policyLinks,
} from "~/content/policies";
import { operatorDetails } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";

// One module serves five routes (app/routes.ts): the leaf route's id names the policy.
function policyFor(routeId: string | undefined, operator?: PolicyOperator): Policy {
  if (!isPolicyId(routeId)) throw new Error(`No policy content for route id ${routeId}`);
  return operator ? getPolicies(operator)[routeId] : policies[routeId];
}

/** The operator's name and email, which the policies mention where they are set. */
export async function loader({ context }: Route.LoaderArgs) {
  return operatorDetails(await getSiteSettings(context.db));
}

export const meta: Route.MetaFunction = (args) => {
  const policy = policyFor(args.matches.at(-1)?.id);
  return pageMeta(args, { title: policy.title, description: policy.description });
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export default function PolicyPage({ loaderData: operator }: Route.ComponentProps) {
  const routeId = useMatches().at(-1)?.id;
  const policy = policyFor(routeId, operator);
  return (
    <main id="main">
      <PageHeader eyebrow="Policies" title={policy.title} description={policy.description}>
        <p className="mt-4 text-sm text-muted">
          Last updated:{" "}
          <time dateTime={policy.lastUpdated}>
            {dateFormat.format(new Date(`${policy.lastUpdated}T00:00:00Z`))}
          </time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article className="max-w-3xl">
          <p className="text-lg">{policy.intro}</p>
          {policy.sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-semibold tracking-tight sm:text-2xl">
                {section.heading}
              </h2>
              {section.paragraphs?.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-muted">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 list-disc space-y-2 pl-5 text-muted marker:text-accent">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
        <nav aria-labelledby="all-policies-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="all-policies-heading" className="text-sm font-semibold tracking-wide uppercase">
            All policies
          </h2>
          <ul className="mt-3 space-y-1 border-l border-border">
            {policyLinks.map((link) => {
              const current = link.id === routeId;
              return (
                <li key={link.id}>
                  <Link
                    to={link.path}
                    aria-current={current ? "page" : undefined}
                    className={
                      current
                        ? "-ml-px block border-l-2 border-accent py-1.5 pl-4 text-sm font-medium text-accent"
                        : "-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted hover:border-border hover:text-foreground"
                    }
                  >
                    {link.title}
                  </Link>
                </li>
              );
            })}
            <li>
              <Link
                to="/contactus"
                className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 text-sm text-muted hover:border-border hover:text-foreground"
              >
                Contact Us
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </main>
  );
}

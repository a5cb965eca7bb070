import { Building2, Clock, FileText, Mail, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { businessHours, contactPage } from "~/content/contact";
import { policyLinks } from "~/content/policies";
import { operatorDetails } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

/** The operator's name, postal address and email (site settings); what is not set is left out. */
export async function loader({ context }: Route.LoaderArgs) {
  return operatorDetails(await getSiteSettings(context.db));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: contactPage.title, description: contactPage.description });

export default function ContactPage({ loaderData: operator }: Route.ComponentProps) {
  const hasDetails = Boolean(operator.name || operator.addressLines.length || operator.email);
  return (
    <main id="main">
      <PageHeader title={contactPage.title} description={contactPage.description} />
      <div className="mx-auto grid max-w-7xl gap-4 px-4 pb-20 sm:px-6 md:grid-cols-2 md:gap-6">
        <Card>
          <h2 className="flex items-center gap-3 text-xl font-semibold">
            <Building2 aria-hidden="true" className="size-5 text-accent" />
            {contactPage.detailsTitle}
          </h2>
          {hasDetails ? (
            <address className="mt-4 space-y-4 not-italic">
              {operator.name ? <p className="font-semibold">{operator.name}</p> : null}
              {operator.addressLines.length > 0 ? (
                <p className="text-muted">
                  {operator.addressLines.map((line, index) => (
                    <span key={`${index}-${line}`} className="block">
                      {line}
                    </span>
                  ))}
                </p>
              ) : null}
              {operator.email ? (
                <p>
                  <a
                    href={`mailto:${operator.email}`}
                    className="inline-flex items-center gap-2 font-medium break-all text-accent underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    {operator.email}
                  </a>
                </p>
              ) : null}
            </address>
          ) : (
            <p className="mt-4 text-muted">{contactPage.noDetails}</p>
          )}
        </Card>

        <Card>
          <h2 className="flex items-center gap-3 text-xl font-semibold">
            <Clock aria-hidden="true" className="size-5 text-accent" />
            {contactPage.hoursTitle}
          </h2>
          <p className="mt-4 font-semibold">{businessHours.display}</p>
          <p className="mt-2 text-muted">{businessHours.replyTime}</p>
          <p className="mt-6 flex items-start gap-3 text-muted">
            <MessageSquare aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
            <span>
              {contactPage.formHint.before}{" "}
              <Link
                to="/about#get-in-touch"
                className="font-medium text-accent underline underline-offset-4"
              >
                {contactPage.formHint.link}
              </Link>{" "}
              {contactPage.formHint.after}
            </span>
          </p>
        </Card>

        <Card className="md:col-span-2">
          <nav aria-labelledby="policies-heading">
            <h2 id="policies-heading" className="flex items-center gap-3 text-xl font-semibold">
              <FileText aria-hidden="true" className="size-5 text-accent" />
              {contactPage.policiesTitle}
            </h2>
            <p className="mt-2 text-muted">{contactPage.policiesLead}</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {policyLinks.map((policy) => (
                <li key={policy.id}>
                  <Link
                    to={policy.path}
                    className="flex min-h-11 items-center rounded-lg border border-border px-4 py-2 font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft"
                  >
                    {policy.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
      </div>
    </main>
  );
}

import { Building2, Clock, FileText, Mail, MessageSquare, Share2 } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { businessHours, contactPage } from "~/content/contact";
import { policyLinks } from "~/content/policies";
import { type ContactDetails, contactDetails, hasContactDetails } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

/**
 * The operator's name, postal address and email and the social profiles (site settings); what is
 * not set is left out.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return contactDetails(await getSiteSettings(context.db));
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: contactPage.title,
    // Promises an email and an address only when some detail is set.
    description:
      args.data && !hasContactDetails(args.data)
        ? contactPage.descriptionWithoutDetails
        : contactPage.description,
  });

const inlineLink = "font-medium text-accent underline underline-offset-4";

export default function ContactPage({ loaderData: details }: Route.ComponentProps) {
  const hasDetails = hasContactDetails(details);
  return (
    <main id="main">
      <PageHeader
        title={contactPage.title}
        description={hasDetails ? contactPage.description : contactPage.descriptionWithoutDetails}
      />
      <div className="mx-auto grid max-w-7xl gap-4 px-4 pb-20 sm:px-6 md:grid-cols-2 md:gap-6">
        {hasDetails ? <BusinessDetails details={details} /> : <ReachTheTeam />}

        <Card>
          <h2 className="flex items-center gap-3 text-xl font-semibold">
            <Clock aria-hidden="true" className="size-5 text-accent" />
            {contactPage.hoursTitle}
          </h2>
          <p className="mt-4 font-semibold">{businessHours.display}</p>
          <p className="mt-2 text-muted">{businessHours.replyTime}</p>
          {/* Without any detail the card beside this one already points to the form. */}
          {hasDetails ? (
            <p className="mt-6 flex items-start gap-3 text-muted">
              <MessageSquare aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent" />
              <span>
                {contactPage.formHint.before}{" "}
                <Link to="/about#get-in-touch" className={inlineLink}>
                  {contactPage.formHint.link}
                </Link>{" "}
                {contactPage.formHint.after}
              </span>
            </p>
          ) : null}
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

/** The details that are set, each only when it has a value: no empty label, no stand-in. */
function BusinessDetails({ details }: { details: ContactDetails }) {
  const hasAddress = Boolean(details.name || details.addressLines.length || details.email);
  return (
    <Card>
      <h2 className="flex items-center gap-3 text-xl font-semibold">
        <Building2 aria-hidden="true" className="size-5 text-accent" />
        {contactPage.detailsTitle}
      </h2>
      {hasAddress ? (
        <address className="mt-4 space-y-4 not-italic">
          {details.name ? <p className="font-semibold">{details.name}</p> : null}
          {details.addressLines.length > 0 ? (
            <p className="text-muted">
              {details.addressLines.map((line, index) => (
                <span key={`${index}-${line}`} className="block">
                  {line}
                </span>
              ))}
            </p>
          ) : null}
          {details.email ? (
            <p>
              <a
                href={`mailto:${details.email}`}
                className="inline-flex items-center gap-2 font-medium break-all text-accent underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {details.email}
              </a>
            </p>
          ) : null}
        </address>
      ) : null}
      {details.social.length > 0 ? (
        <div className="mt-6">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <Share2 aria-hidden="true" className="size-4 text-accent" />
            {contactPage.socialTitle}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {details.social.map((link) => (
              <li key={link.name}>
                <ExternalLink
                  href={link.href}
                  className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft"
                >
                  {link.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** While no detail at all is set: one sentence saying where to go instead. */
function ReachTheTeam() {
  const text = contactPage.noDetails;
  return (
    <Card>
      <h2 className="flex items-center gap-3 text-xl font-semibold">
        <MessageSquare aria-hidden="true" className="size-5 text-accent" />
        {text.title}
      </h2>
      <p className="mt-4 text-muted">
        {text.before}{" "}
        <Link to="/about#get-in-touch" className={inlineLink}>
          {text.formLink}
        </Link>{" "}
        {text.middle}{" "}
        <Link to="/community" className={inlineLink}>
          {text.communityLink}
        </Link>
        {text.after}
      </p>
    </Card>
  );
}

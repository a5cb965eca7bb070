import { Mail } from "lucide-react";
import { Link } from "react-router";
import { footerSections, site } from "~/content/site";
import { ExternalLink } from "./external-link";

/** `social` and `contactEmail` come from the site settings: what is not set is not shown. */
export function SiteFooter({
  social,
  contactEmail,
}: {
  social: { name: string; href: string }[];
  contactEmail: string | null;
}) {
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="col-span-2">
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-2 max-w-sm text-sm text-muted">{site.tagline}.</p>
          {social.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Social links">
              {social.map((link) => (
                <li key={link.name}>
                  <ExternalLink
                    href={link.href}
                    className="text-muted underline-offset-4 hover:text-accent hover:underline"
                  >
                    {link.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          {contactEmail ? (
            <a
              href={`mailto:${contactEmail}`}
              className="mt-4 inline-flex items-center gap-2 text-sm break-all text-muted hover:text-accent"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {contactEmail}
            </a>
          ) : null}
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold tracking-wide uppercase">{section.title}</h2>
            <ul className="mt-3 space-y-1">
              {section.links.map((link) => (
                <li key={link.path}>
                  <Link
                    to={link.path}
                    className="inline-block py-1.5 text-sm text-muted underline-offset-4 hover:text-accent hover:underline"
                  >
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted sm:px-6">
          © {new Date().getFullYear()} {site.name}. {site.disclaimer}
        </p>
      </div>
    </footer>
  );
}

import {
  ArrowRight,
  BarChart3,
  BookOpen,
  FileQuestion,
  FileText,
  type LucideIcon,
  PlayCircle,
  Quote,
  Upload,
  Users,
  Video,
} from "lucide-react";
import { Link } from "react-router";
import { CourseFamilyGlyph } from "~/components/course-family-glyph";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  contributionBanner,
  type FeatureIcon,
  type Figure,
  hero,
  heroFamilies,
  marketingFigures,
  newsletterSection,
  programmeStatistics,
  resourcesTeaser,
  statisticsSection,
  type TeaserIcon,
  type Testimonial,
  testimonialsSection,
  why,
} from "~/content/home";
import { site } from "~/content/site";
import {
  NEWSLETTER_SECTION_ID,
  NewsletterSignup,
} from "~/features/newsletter/components/newsletter-signup";
import { getSiteSettingsOrNone } from "~/features/settings/queries.server";
import { COURSE_FAMILIES, COURSE_FAMILY_LABELS } from "~/lib/course-family";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/home";

/**
 * The video channel and the testimonials (site settings). The home page keeps working while the
 * database does not answer: then it shows neither.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettingsOrNone(context.db);
  const testimonials: Testimonial[] = (settings.testimonials?.items ?? []).map((item) => ({
    name: item.name,
    role: item.role,
    content: item.content,
    avatarUrl: item.avatarUrl ?? null,
  }));
  return {
    videoChannel: settings.social?.videoChannel ?? null,
    testimonials,
    samples: settings.testimonials?.samples ?? false,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: site.name, description: site.description });

const featureIcons: Record<FeatureIcon, LucideIcon> = {
  notes: BookOpen,
  papers: FileText,
  community: Users,
};

const teaserIcons: Record<TeaserIcon, LucideIcon> = {
  notes: BookOpen,
  lectures: Video,
  pyqs: FileQuestion,
};

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Hero videoChannel={loaderData.videoChannel} />
      <WhySection />
      <ResourcesTeaser />
      {loaderData.testimonials.length > 0 ? (
        <TestimonialsSection testimonials={loaderData.testimonials} samples={loaderData.samples} />
      ) : null}
      <ContributionBanner />
      <StatisticsSection />
      <NewsletterSection />
    </main>
  );
}

function Hero({ videoChannel }: { videoChannel: string | null }) {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden px-4 pt-24 pb-16 sm:px-6 sm:pt-36 sm:pb-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,var(--accent-soft),transparent_70%)]"
      />
      {/* Phones: the purpose, both actions and the course families in the first screen. */}
      <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-center lg:gap-16">
        <div>
          <p className="text-eyebrow font-semibold text-accent uppercase">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 text-display font-bold text-balance sm:mt-4">
            {site.tagline}
          </h1>
          <p className="mt-4 max-w-xl text-muted sm:mt-6 sm:text-lg">{site.description}</p>
          <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row sm:items-center">
            <Link to="/resources" className={buttonVariants({ size: "lg" })}>
              {hero.exploreLabel}
              <ArrowRight aria-hidden="true" />
            </Link>
            {videoChannel ? (
              <ExternalLink
                href={videoChannel}
                className={buttonVariants({ variant: "outline", size: "lg" })}
              >
                <PlayCircle aria-hidden="true" />
                {hero.watchLabel}
              </ExternalLink>
            ) : null}
          </div>
        </div>
        <HeroFamilies />
      </div>
      <div className="mx-auto mt-14 max-w-6xl sm:mt-20">
        <FigureList
          label="The hub in numbers"
          figures={marketingFigures}
          testId="marketing-figures"
        />
      </div>
    </section>
  );
}

/**
 * The five course families (docs/design.md): chips on a phone, a panel with a line for each
 * beside the text on a desktop. Information, not links: the cards of /resources are the links.
 */
function HeroFamilies() {
  return (
    <div
      data-testid="hero-families"
      className="lg:rounded-2xl lg:border lg:border-border lg:bg-card/70 lg:p-8 lg:shadow-sm"
    >
      <p id="hero-families-label" className="text-sm font-medium text-muted">
        {hero.familiesLabel}
      </p>
      <ul
        aria-labelledby="hero-families-label"
        className="mt-3 flex flex-wrap gap-2 lg:mt-6 lg:grid lg:gap-5"
      >
        {COURSE_FAMILIES.map((family) => (
          <li
            key={family}
            data-family={family}
            className="flex items-center gap-2 rounded-full border border-border bg-card py-1 pr-3 pl-1 lg:gap-4 lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
          >
            <CourseFamilyGlyph family={family} size="sm" className="lg:hidden" />
            <CourseFamilyGlyph family={family} className="hidden lg:grid" />
            <span className="grid">
              <span className="text-sm font-semibold lg:text-base">
                {COURSE_FAMILY_LABELS[family]}
              </span>
              <span className="hidden text-sm text-muted lg:block">{heroFamilies[family]}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Figures as a description list: the label is the term, the number its description. */
function FigureList({
  label,
  figures,
  testId,
}: {
  label: string;
  figures: Figure[];
  testId: string;
}) {
  return (
    <dl
      aria-label={label}
      data-testid={testId}
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4"
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          // The number is drawn first (column-reverse keeps <dt> before <dd> for readers) and the
          // pair sits at the top, so numbers line up even when a label wraps to two lines.
          className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-border bg-card p-5 text-center sm:p-6"
        >
          <dt className="text-sm text-balance text-muted">{figure.label}</dt>
          <dd className="text-figure font-bold tabular-nums">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SectionHeading({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-heading font-bold text-balance">
        {title}
      </h2>
      {lead ? <p className="mt-4 text-lg text-muted">{lead}</p> : null}
    </div>
  );
}

function WhySection() {
  return (
    <section
      aria-labelledby="why-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="why-heading" title={why.title} lead={why.lead} />
      <ul className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-3 md:gap-10">
        {why.features.map((feature) => {
          const Icon = featureIcons[feature.icon];
          return (
            // Information, not a link: no card, no border, nothing that invites a click.
            <li key={feature.title} className="flex gap-4 md:flex-col md:gap-0">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-subheading font-semibold md:mt-5">{feature.title}</h3>
                <p className="mt-2 text-muted">{feature.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ResourcesTeaser() {
  return (
    <section aria-labelledby="resources-heading" className="border-y border-border bg-card/40">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="resources-heading"
          title={resourcesTeaser.title}
          lead={resourcesTeaser.lead}
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
          {resourcesTeaser.links.map((link) => {
            const Icon = teaserIcons[link.icon];
            return (
              <li key={link.to}>
                <LinkCard to={link.to} icon={Icon} title={link.title}>
                  {link.description}
                </LinkCard>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link
            to={resourcesTeaser.viewAllTo}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            {resourcesTeaser.viewAllLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * A card that is a link, and looks it: raised, an accent title, an arrow that moves on hover,
 * and the whole card as the target. Information on this page is never drawn this way.
 */
function LinkCard({
  to,
  icon: Icon,
  title,
  children,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      data-testid="link-card"
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:border-accent hover:shadow-md motion-reduce:hover:translate-y-0"
    >
      <span className="flex items-start justify-between gap-4">
        <span className="grid size-11 place-items-center rounded-lg bg-accent-soft text-accent">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-full border border-border text-accent transition-colors group-hover:border-accent group-hover:bg-accent group-hover:text-accent-foreground"
        >
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </span>
      <span className="mt-5 text-subheading font-semibold text-accent underline-offset-4 group-hover:underline">
        {title}
      </span>
      <span className="mt-2 text-muted">{children}</span>
    </Link>
  );
}

function TestimonialsSection({
  testimonials,
  samples,
}: {
  testimonials: Testimonial[];
  samples: boolean;
}) {
  // One avatar style for the set: pictures only when every quote has one, else every card shows
  // the first letter of the name (spec §3), so a missing picture never makes one card odd.
  const withPictures = testimonials.every((t) => t.avatarUrl);
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading id="testimonials-heading" title={testimonialsSection.title} />
      {samples ? (
        <p className="mt-3 text-center text-sm text-muted">{testimonialsSection.note}</p>
      ) : null}
      <ul className="mt-12 grid gap-4 md:grid-cols-3 md:gap-6">
        {testimonials.map((testimonial, index) => (
          <li key={`${index}-${testimonial.name}`}>
            <TestimonialCard testimonial={testimonial} withPicture={withPictures} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestimonialCard({
  testimonial,
  withPicture,
}: {
  testimonial: Testimonial;
  withPicture: boolean;
}) {
  return (
    <figure
      data-testid="testimonial"
      className="flex h-full flex-col rounded-xl border border-border bg-card p-6"
    >
      <Quote aria-hidden="true" className="size-6 text-accent" />
      <blockquote className="mt-4 flex-1 text-foreground/90">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar name={testimonial.name} avatarUrl={withPicture ? testimonial.avatarUrl : null} />
        <span className="grid">
          <span className="font-semibold">{testimonial.name}</span>
          <span className="text-sm text-muted">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** A local picture when there is one, otherwise the first letter of the name (spec §3). */
function Avatar({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
        className="size-12 shrink-0 rounded-full bg-accent-soft"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-soft text-lg font-semibold text-accent"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

function ContributionBanner() {
  return (
    <section aria-labelledby="contribute-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl border border-accent/40 bg-accent-soft p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="contribute-heading" className="text-heading font-bold">
            {contributionBanner.title}
          </h2>
          <p className="mt-3 text-foreground/90">{contributionBanner.description}</p>
        </div>
        <Link
          to={contributionBanner.actionTo}
          className={buttonVariants({ size: "lg", className: "w-full shrink-0 sm:w-auto" })}
        >
          <Upload aria-hidden="true" />
          {contributionBanner.actionLabel}
        </Link>
      </div>
    </section>
  );
}

function StatisticsSection() {
  return (
    <section
      aria-labelledby="statistics-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="statistics-heading"
        title={statisticsSection.title}
        lead={statisticsSection.lead}
      />
      <div className="mt-12">
        <FigureList
          label="Programme statistics"
          figures={programmeStatistics}
          testId="programme-statistics"
        />
      </div>
      <Card className="mt-6" data-testid="placement-rates">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="flex items-center gap-2 text-subheading font-semibold">
            <BarChart3 aria-hidden="true" className="size-5 text-accent" />
            {statisticsSection.placementTitle}
          </h3>
          <span className="rounded-full border border-accent/40 bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wide text-accent uppercase">
            {statisticsSection.placementBadge}
          </span>
        </div>
        <p className="mt-2 text-muted">{statisticsSection.placementText}</p>
        {/* A faint outline of the chart to come; decorative only. */}
        <div aria-hidden="true" className="mt-6 flex h-32 items-end gap-2 sm:gap-4">
          {["h-[35%]", "h-[55%]", "h-[45%]", "h-[70%]", "h-[60%]", "h-[85%]"].map((height) => (
            <div
              key={height}
              className={cn(
                "flex-1 rounded-t-md border border-dashed border-border bg-accent-soft",
                height,
              )}
            />
          ))}
        </div>
      </Card>
    </section>
  );
}

function NewsletterSection() {
  return (
    <section
      id={NEWSLETTER_SECTION_ID}
      aria-labelledby="newsletter-heading"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6"
    >
      {/* Side by side only from 1024 px, with room kept for the whole address placeholder. */}
      <Card
        padding="p-6 sm:p-10"
        className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between"
      >
        <div className="max-w-xl lg:flex-1">
          <h2 id="newsletter-heading" className="text-heading font-bold">
            {newsletterSection.title}
          </h2>
          <p className="mt-3 text-muted">{newsletterSection.description}</p>
        </div>
        <NewsletterSignup variant="home" className="lg:w-[26rem] lg:shrink-0" />
      </Card>
    </section>
  );
}

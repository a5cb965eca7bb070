import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ChevronDown, Compass, Eye, Target } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { FormMessage, InputField, TextareaField } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { aboutPage, contactSection, faqs, mission, story, team, vision } from "~/content/about";
import { createContactMessage } from "~/features/contact/mutations.server";
import { CONTACT_LIMITS, ContactFormSchema } from "~/features/contact/schema";
import { getSiteSettings } from "~/features/settings/queries.server";
import { readForm } from "~/lib/form-body.server";
import { contactLimit, RATE_LIMITED, takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: aboutPage.title, description: aboutPage.description });

/** Stores a Get in Touch message. Without JavaScript the page re-renders with the result. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ContactFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  if (formData.get("website")) {
    // Honeypot filled: a bot. Answer as if sent, keep nothing.
    return { result: submission.reply({ resetForm: true }), sent: true };
  }
  try {
    const limit = contactLimit(context.env?.CONTACT_MESSAGES_PER_10_MIN ?? 5);
    if (!(await takeRateLimit(context.db, limit, context.clientIp ?? null))) {
      return data(
        { result: submission.reply({ formErrors: [RATE_LIMITED] }), sent: false },
        { status: 429 },
      );
    }
    await createContactMessage(context.db, submission.value);
  } catch (error) {
    context.logger.error({ err: error }, "could not store a contact message");
    // Keep what was typed, so nothing is lost, and say so plainly.
    return data(
      { result: submission.reply({ formErrors: [contactSection.failureMessage] }), sent: false },
      { status: 500 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

/** The team from the site settings (the section is left out while it has no members). */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.db);
  return { members: settings.team?.members ?? [] };
}

export default function AboutPage({ actionData, loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader
        eyebrow={aboutPage.eyebrow}
        title={aboutPage.title}
        description={aboutPage.description}
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 pb-20 sm:space-y-20 sm:px-6">
        <section aria-label="Mission and vision" className="grid gap-4 md:grid-cols-2 md:gap-6">
          {[
            { block: mission, Icon: Target },
            { block: vision, Icon: Eye },
          ].map(({ block, Icon }) => (
            <Card key={block.title}>
              <span className="grid size-11 place-items-center rounded-lg bg-accent-soft text-accent">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-5 text-2xl font-bold tracking-tight">{block.title}</h2>
              <p className="mt-3 text-muted">{block.body}</p>
            </Card>
          ))}
        </section>

        <section aria-labelledby="story-heading" className="max-w-3xl">
          <h2
            id="story-heading"
            className="flex items-center gap-3 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            <Compass aria-hidden="true" className="size-6 text-accent" />
            {story.title}
          </h2>
          <div className="mt-4 space-y-4 text-lg text-muted">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>

        {loaderData.members.length > 0 ? (
          <section aria-labelledby="team-heading">
            <h2 id="team-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {team.title}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
              {loaderData.members.map((member, index) => (
                <li key={`${index}-${member.name}`}>
                  <Card className="h-full">
                    <span
                      aria-hidden="true"
                      className="grid size-14 place-items-center rounded-full bg-accent-soft text-xl font-semibold text-accent"
                    >
                      {initials(member.name)}
                    </span>
                    <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
                    <p className="text-sm font-medium text-accent">{member.role}</p>
                    <p className="mt-3 text-muted">{member.bio}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="faq-heading" className="max-w-3xl">
          <h2 id="faq-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {faqs.title}
          </h2>
          <div className="mt-8 space-y-3">
            {faqs.items.map((faq) => (
              <details
                key={faq.question}
                className="group rounded-xl border border-border bg-card open:border-accent/40"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
                  {faq.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="px-5 pb-5 text-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>

        <ContactForm lastResult={actionData?.result} sent={actionData?.sent ?? false} />
      </div>
    </main>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

function ContactForm({
  lastResult,
  sent,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  sent: boolean;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/about") === true;
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    constraint: getZodConstraint(ContactFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactFormSchema }),
    // Validating on blur would insert an error above the button as it is clicked, moving it
    // out from under the pointer; errors appear on submit, then update as the visitor types.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <section
      id="get-in-touch"
      aria-labelledby="contact-heading"
      className="grid gap-8 lg:grid-cols-5 lg:gap-12"
    >
      <div className="lg:col-span-2">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {contactSection.title}
        </h2>
        <p className="mt-4 text-lg text-muted">{contactSection.description}</p>
      </div>
      <Card className="lg:col-span-3">
        <Form
          method="post"
          // The answer comes back scrolled to this form, with its result, on a page without scripts.
          action="/about#get-in-touch"
          {...getFormProps(form)}
          className="grid gap-5"
        >
          {/* Shown until the visitor starts another message: in React by the form's state, on the
              page without scripts by CSS once a required field is filled (.contact-sent). */}
          {sent && !pending && !form.dirty ? (
            <div className="contact-sent">
              <FormMessage tone="success">{contactSection.successMessage}</FormMessage>
            </div>
          ) : null}
          {form.errors?.length ? (
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          ) : null}
          {/* Honeypot: invisible to people and skipped by keyboards, filled in by bots. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" name="website" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              meta={fields.name}
              label="Name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
            />
            <InputField
              meta={fields.email}
              label="Email"
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
            />
          </div>
          <InputField meta={fields.subject} label="Subject" maxLength={CONTACT_LIMITS.subject} />
          <TextareaField
            meta={fields.message}
            label="Message"
            rows={6}
            maxLength={CONTACT_LIMITS.message}
          />
          <div>
            <Button
              type="submit"
              size="lg"
              disabled={pending}
              data-pending={contactSection.pendingLabel}
              className="w-full sm:w-auto"
            >
              {pending ? contactSection.pendingLabel : contactSection.submitLabel}
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}

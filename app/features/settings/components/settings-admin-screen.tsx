// The Site Settings screen (D4): the sections' strip and the form of the open section, its list
// rows added, moved and removed by submit buttons that work before JavaScript loads. Its loader
// and action are app/routes/admin/settings.tsx.
import { type FormMetadata, getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import type { FieldMeta } from "~/lib/field-props";
import { notFound } from "~/lib/not-found";
import type { ToastInput } from "~/lib/toast";
import { useCurrentInStrip } from "~/lib/use-current-in-strip";
import { cn } from "~/lib/utils";
import {
  COMMUNITY_LEVEL_IDS,
  COURSE_LEVELS,
  COURSE_TERMS,
  STUDY_DISPLAYS,
  STUDY_LEVELS,
  TOOL_IDS,
  TOOL_INFO,
  TOOL_STATUS_LABELS,
  TOOL_STATUSES,
} from "../schema";
import {
  findSettingsSection,
  SETTINGS_SECTIONS,
  type SettingsSection,
  settingsFormSchema,
} from "../sections";

/** A section's form values: text, flags and the lists and groups of them that sections hold. */
export type SettingsFormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | SettingsFormValue[]
  | { [name: string]: SettingsFormValue };

export interface SettingsScreenData {
  slug: string;
  updatedAt: Date | string | null;
  defaultValue: Record<string, SettingsFormValue>;
  toast: ToastInput | null;
}

export interface SettingsActionData {
  result?: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
}

export function SettingsAdminScreen({
  loaderData,
  actionData,
  lastSaved,
  defaultRetentionDays,
}: {
  loaderData: SettingsScreenData;
  actionData: SettingsActionData | undefined;
  /** When the section was last saved, as the screen writes dates; null when never. */
  lastSaved: string | null;
  /** How long mock attempts are kept until a period is saved. */
  defaultRetentionDays: number;
}) {
  const section = findSettingsSection(loaderData.slug);
  if (!section) throw notFound();
  // On a phone the sections are a row that scrolls sideways, kept on the current section.
  const sectionStrip = useCurrentInStrip<HTMLUListElement>(section.slug);
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Site Settings</h1>
        <p className="mt-1 text-muted">
          What the public pages show, changed here without a deploy. Every change is live at once.
        </p>
      </div>
      <nav aria-label="Settings sections" className="mt-6">
        <ul
          ref={sectionStrip}
          className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pt-1 pb-2 lg:flex-wrap"
        >
          {SETTINGS_SECTIONS.map((item) => {
            const current = item.slug === section.slug;
            return (
              <li key={item.slug} className="shrink-0">
                <Link
                  to={`/admin/settings/${item.slug}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "block rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap",
                    current
                      ? "border-accent bg-accent text-accent-foreground"
                      : "border-border hover:bg-accent-soft",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="section-heading" className="mt-6 max-w-4xl">
        <h2 id="section-heading" className="text-xl font-semibold">
          {section.label}
        </h2>
        <p className="mt-1 text-sm text-muted">{section.description}</p>
        <p className="mt-1 text-sm text-muted">
          {lastSaved
            ? `Last saved ${lastSaved}.`
            : section.key === "search"
              ? "Not saved yet: the search uses this starting list until you save your own."
              : section.key === "practice"
                ? `Not saved yet: attempts are kept for ${defaultRetentionDays} days until you save another period.`
                : "Not saved yet: the form shows a starting point, and the site shows nothing of it until you save."}
        </p>
        <SettingsForm
          key={section.slug}
          section={section}
          defaultValue={loaderData.defaultValue}
          lastResult={actionData?.result}
        />
      </section>
    </>
  );
}

/**
 * A field of a section's form, as the screen reads Conform's metadata: each section's fields are
 * named by its own schema (the server checks them on every save), so the screen looks them up by
 * name and nests them through `getFieldset` and `getFieldList`.
 */
interface SettingsField extends FieldMeta {
  value?: unknown;
  getFieldset(): Record<string, SettingsField>;
  getFieldList(): SettingsField[];
}
type Fields = Record<string, SettingsField>;
type SettingsFormMeta = FormMetadata<Record<string, SettingsFormValue>, string[]>;

/**
 * A list row's React key: Conform's, else the field's name. Conform keys only the rows it knows
 * of, so a form sent back by the server after an Add, Up or Remove button (they work without
 * JavaScript) holds rows it has no key for.
 */
const rowKey = (field: SettingsField): string => field.key ?? field.name;

function SettingsForm({
  section,
  defaultValue,
  lastResult,
}: {
  section: SettingsSection;
  defaultValue: Record<string, SettingsFormValue>;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const schema = settingsFormSchema(section.key);
  const [form, fields] = useForm<Record<string, SettingsFormValue>>({
    id: `settings-${section.slug}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const saving = useSubmittingIntent("save");
  const f = fields as unknown as Fields;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
      {/* Enter in a field presses the form's first submit button: make that one Save, not a
          row's Up or Remove button. */}
      <button
        type="submit"
        name="intent"
        value="save"
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      />
      {form.errors?.length ? (
        <FormMessage tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </FormMessage>
      ) : null}
      {section.key === "operator" ? <OperatorFields f={f} /> : null}
      {section.key === "social" ? <SocialFields f={f} /> : null}
      {section.key === "community" ? <CommunityFields f={f} /> : null}
      {section.key === "study_materials" ? <StudyFields form={form} f={f} /> : null}
      {section.key === "courses" ? <CourseFields form={form} f={f} /> : null}
      {section.key === "tools" ? <ToolFields f={f} /> : null}
      {section.key === "team" ? <TeamFields form={form} f={f} /> : null}
      {section.key === "testimonials" ? <TestimonialFields form={form} f={f} /> : null}
      {section.key === "search" ? <SearchFields f={f} /> : null}
      {section.key === "practice" ? <PracticeFields f={f} /> : null}
      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0">
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </Form>
  );
}

function SearchFields({ f }: { f: Fields }) {
  return (
    <TextareaField
      meta={f.synonyms!}
      label="Synonyms"
      rows={16}
      hint="One line per group, spellings separated by commas, e.g. “ET, End Term, final term”. A spelling may be several words. Case does not matter."
    />
  );
}

function PracticeFields({ f }: { f: Fields }) {
  return (
    <InputField
      meta={f.attemptRetentionDays!}
      type="number"
      label="Keep mock attempts for (days)"
      hint="From 1 to 3650. An attempt older than this, submitted or not, is deleted with its result: its link then shows “not found”."
      min={1}
      max={3650}
      step={1}
      inputMode="numeric"
      className="max-w-xs"
    />
  );
}

const URL_HINT = "A full address starting with https://. Leave empty to hide the link.";

function OperatorFields({ f }: { f: Fields }) {
  return (
    <div className="grid gap-4">
      <InputField
        meta={f.name!}
        label="Name"
        hint="The person or organisation that runs the site and takes course payments."
        autoComplete="organization"
      />
      <TextareaField
        meta={f.address!}
        label="Postal address"
        rows={4}
        hint="One line per line, as it should be printed."
      />
      <InputField
        meta={f.email!}
        type="email"
        label="Contact email"
        hint="Shown in the footer, on the contact page and in the policies."
      />
    </div>
  );
}

function SocialFields({ f }: { f: Fields }) {
  const rows = [
    ["videoChannel", "Video channel (YouTube)"],
    ["instagram", "Instagram"],
    ["linkedin", "LinkedIn"],
    ["twitter", "X (Twitter)"],
  ] as const;
  return (
    <div className="grid gap-4">
      {rows.map(([name, label]) => (
        <InputField
          key={name}
          meta={f[name]!}
          type="url"
          label={label}
          hint={URL_HINT}
          inputMode="url"
        />
      ))}
    </div>
  );
}

const LEVEL_LABELS: Record<(typeof COURSE_LEVELS)[number], string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc",
  bs: "BS",
};

function CommunityFields({ f }: { f: Fields }) {
  return (
    <div className="grid gap-6">
      {COMMUNITY_LEVEL_IDS.map((level) => {
        const links = f[level]!.getFieldset();
        return (
          <fieldset key={level} className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
            <legend className="px-1 font-semibold">{LEVEL_LABELS[level]} Level</legend>
            <InputField meta={links.chatGroup!} type="url" label="Chat Group" hint={URL_HINT} />
            <InputField
              meta={links.messagingChannel!}
              type="url"
              label="Messaging Channel"
              hint={URL_HINT}
            />
            <InputField
              meta={links.resourcesChannel!}
              type="url"
              label="Resources Channel"
              hint={URL_HINT}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

/** Move up, move down and remove: submit buttons, so they work before JavaScript loads. */
function RowControls({
  form,
  name,
  index,
  count,
  label,
}: {
  form: SettingsFormMeta;
  name: string;
  index: number;
  count: number;
  label: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="submit"
        variant="outline"
        size="sm"
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
        disabled={index === 0}
        aria-label={`Move ${label} up`}
      >
        <ArrowUp aria-hidden="true" />
        Up
      </Button>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
        disabled={index === count - 1}
        aria-label={`Move ${label} down`}
      >
        <ArrowDown aria-hidden="true" />
        Down
      </Button>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        {...form.remove.getButtonProps({ name, index })}
        aria-label={`Remove ${label}`}
        className="text-danger"
      >
        <Trash2 aria-hidden="true" />
        Remove
      </Button>
    </div>
  );
}

function AddButton({
  form,
  name,
  defaultValue,
  children,
}: {
  form: SettingsFormMeta;
  name: string;
  /** The new row's starting values, field by field. */
  defaultValue?: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="outline"
      {...form.insert.getButtonProps<Record<string, string>[]>({ name, defaultValue })}
      className="justify-self-start"
    >
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}

function RowBox({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4 sm:p-6">
      <legend className="px-1 font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function StudyFields({ form, f }: { form: SettingsFormMeta; f: Fields }) {
  const sections = f.sections!.getFieldList();
  return (
    <div className="grid gap-6">
      {sections.length === 0 ? <p className="text-muted">No sections yet.</p> : null}
      {sections.map((sectionField, index) => {
        const s = sectionField.getFieldset();
        const cards = s.cards!.getFieldList();
        const title = String(s.title!.value ?? "") || `Section ${index + 1}`;
        return (
          <RowBox key={rowKey(sectionField)} legend={`Section ${index + 1}: ${title}`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                meta={s.level!}
                label="Level"
                options={STUDY_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
              />
              <SelectField
                meta={s.display!}
                label="Show as"
                options={STUDY_DISPLAYS.map((value) => ({
                  value,
                  label: value === "cards" ? "Cards with descriptions" : "Compact folder list",
                }))}
              />
            </div>
            <InputField meta={s.title!} label="Section title" />
            <InputField meta={s.description!} label="Description (optional)" />
            <div className="grid gap-4">
              <h3 className="text-sm font-semibold">Cards</h3>
              {cards.map((cardField, cardIndex) => {
                const c = cardField.getFieldset();
                const cardTitle = String(c.title!.value ?? "") || `card ${cardIndex + 1}`;
                return (
                  <div
                    key={rowKey(cardField)}
                    className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:p-4"
                  >
                    <div className="grid gap-3 sm:grid-cols-2">
                      <InputField meta={c.title!} label="Title" />
                      <InputField meta={c.url!} type="url" label="Folder address" />
                    </div>
                    <InputField meta={c.description!} label="Description (optional)" />
                    <RowControls
                      form={form}
                      name={s.cards!.name}
                      index={cardIndex}
                      count={cards.length}
                      label={`card ${cardTitle} of ${title}`}
                    />
                  </div>
                );
              })}
              <AddButton form={form} name={s.cards!.name}>
                Add card to {title}
              </AddButton>
            </div>
            <RowControls
              form={form}
              name={f.sections!.name}
              index={index}
              count={sections.length}
              label={`section ${title}`}
            />
          </RowBox>
        );
      })}
      <AddButton
        form={form}
        name={f.sections!.name}
        defaultValue={{ level: "foundation", display: "cards" }}
      >
        Add section
      </AddButton>
    </div>
  );
}

function CourseFields({ form, f }: { form: SettingsFormMeta; f: Fields }) {
  const courses = f.courses!.getFieldList();
  return (
    <div className="grid gap-6">
      {courses.length === 0 ? <p className="text-muted">No courses yet.</p> : null}
      {courses.map((courseField, index) => {
        const c = courseField.getFieldset();
        const title = String(c.title!.value ?? "") || `Course ${index + 1}`;
        return (
          <RowBox key={rowKey(courseField)} legend={`Course ${index + 1}: ${title}`}>
            <InputField meta={c.title!} label="Title" />
            <TextareaField meta={c.description!} label="Description" rows={3} />
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                meta={c.level!}
                label="Level"
                options={COURSE_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
              />
              <SelectField
                meta={c.term!}
                label="Term"
                options={COURSE_TERMS.map((value) => ({
                  value,
                  label: value === "term1" ? "Term 1" : "Term 2",
                }))}
              />
              <InputField meta={c.subject!} label="Subject" />
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <InputField meta={c.price!} type="number" label="Price (₹)" min={0} step={1} />
              <InputField meta={c.duration!} label="Duration" />
              <InputField
                meta={c.students!}
                type="number"
                label="Students"
                min={0}
                step={1}
                hint="The card shows students and rating once this is above 0."
              />
              <InputField
                meta={c.rating!}
                type="number"
                label="Rating (0 to 5)"
                min={0}
                max={5}
                step={0.1}
              />
            </div>
            <InputField meta={c.instructor!} label="Instructor" />
            <InputField
              meta={c.redirectUrl!}
              type="url"
              label="Course address"
              hint="Where 'View Course' leads (a new tab). Leave empty to show 'Coming Soon'."
            />
            <CheckboxField
              meta={c.isPopular!}
              label="Mark as popular"
              hint="Shows a 'Popular' badge on the card. Nothing else sets it."
            />
            <RowControls
              form={form}
              name={f.courses!.name}
              index={index}
              count={courses.length}
              label={`course ${title}`}
            />
          </RowBox>
        );
      })}
      <AddButton
        form={form}
        name={f.courses!.name}
        defaultValue={{ level: "foundation", term: "term1", students: "0", rating: "5" }}
      >
        Add course
      </AddButton>
    </div>
  );
}

function ToolFields({ f }: { f: Fields }) {
  return (
    <div className="grid gap-6">
      {TOOL_IDS.map((id) => {
        const t = f[id]!.getFieldset();
        const info = TOOL_INFO[id];
        return (
          <RowBox key={id} legend={info.name}>
            <SelectField
              meta={t.status!}
              label="Status"
              options={TOOL_STATUSES.map((value) => ({ value, label: TOOL_STATUS_LABELS[value] }))}
            />
            {info.link.kind === "external" ? (
              <InputField
                meta={t.url!}
                type="url"
                label="Address"
                hint="The tool's site (opens in a new tab). Needed to mark it available."
              />
            ) : (
              <p className="text-sm text-muted">
                {info.link.kind === "internal"
                  ? `Opens ${info.link.to} on this site.`
                  : "Opens the video channel set under Social links; hidden while none is set."}
              </p>
            )}
          </RowBox>
        );
      })}
    </div>
  );
}

function TeamFields({ form, f }: { form: SettingsFormMeta; f: Fields }) {
  const members = f.members!.getFieldList();
  return (
    <div className="grid gap-6">
      {members.length === 0 ? (
        <p className="text-muted">Nobody listed: the About page hides the team section.</p>
      ) : null}
      {members.map((memberField, index) => {
        const m = memberField.getFieldset();
        const name = String(m.name!.value ?? "") || `Member ${index + 1}`;
        return (
          <RowBox key={rowKey(memberField)} legend={`Member ${index + 1}: ${name}`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField meta={m.name!} label="Name" />
              <InputField meta={m.role!} label="Role" />
            </div>
            <TextareaField meta={m.bio!} label="Bio" rows={3} />
            <RowControls
              form={form}
              name={f.members!.name}
              index={index}
              count={members.length}
              label={name}
            />
          </RowBox>
        );
      })}
      <AddButton form={form} name={f.members!.name}>
        Add member
      </AddButton>
    </div>
  );
}

function TestimonialFields({ form, f }: { form: SettingsFormMeta; f: Fields }) {
  const items = f.items!.getFieldList();
  return (
    <div className="grid gap-6">
      <CheckboxField
        meta={f.samples!}
        label="These are sample quotes: say so under the heading ('Sample quotes, shown for illustration.')"
      />
      {items.length === 0 ? (
        <p className="text-muted">No testimonials: the home page hides the section.</p>
      ) : null}
      {items.map((itemField, index) => {
        const t = itemField.getFieldset();
        const name = String(t.name!.value ?? "") || `Testimonial ${index + 1}`;
        return (
          <RowBox key={rowKey(itemField)} legend={`Testimonial ${index + 1}: ${name}`}>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField meta={t.name!} label="Name" />
              <InputField meta={t.role!} label="Role" />
            </div>
            <TextareaField meta={t.content!} label="Quote" rows={3} />
            <InputField
              meta={t.avatarUrl!}
              label="Picture (optional)"
              hint="A path on this site (/images/…) or an https:// address. Without one, the name's first letter is shown."
            />
            <RowControls
              form={form}
              name={f.items!.name}
              index={index}
              count={items.length}
              label={`testimonial of ${name}`}
            />
          </RowBox>
        );
      })}
      <AddButton form={form} name={f.items!.name}>
        Add testimonial
      </AddButton>
    </div>
  );
}

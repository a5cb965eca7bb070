// The settings' lists (team members, testimonials, courses …) give React a key for every row,
// also when the form comes back from the server after an Add, Remove or Up button (no
// JavaScript): a row without one makes React warn ("Each child in a list should have a unique
// key prop") and lose track of which field is which.
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { settingsFormSchema } from "~/features/settings/sections";
import AdminSettingsPage from "./settings";

afterEach(() => vi.restoreAllMocks());

it.each([
  ["team", "members", "Member 2"],
  ["testimonials", "items", "Testimonial 2"],
] as const)(
  "%s: after a second Add posted without JavaScript, no key warning",
  (key, list, row) => {
    const schema = settingsFormSchema(key);
    // The second press of the Add button: the form already holds one new row.
    const body = new FormData();
    body.set(`${list}[0].name`, "Aarav");
    body.set("__intent__", JSON.stringify({ type: "insert", payload: { name: list } }));
    const result = parseWithZod(body, { schema }).reply();

    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args.join(" ")));
    const Stub = createRoutesStub([
      {
        id: "settings",
        path: "/admin/settings/:section",
        Component: AdminSettingsPage as never,
      },
    ]);
    const html = renderToString(
      <Stub
        initialEntries={[`/admin/settings/${key}`]}
        hydrationData={{
          loaderData: {
            settings: {
              slug: key,
              saved: false,
              updatedAt: null,
              defaultValue: { [list]: [] },
              toast: null,
            },
          },
          actionData: { settings: { result, toast: null } },
        }}
      />,
    );
    expect(html).toContain(row);
    expect(errors.filter((e) => e.includes("key"))).toEqual([]);
  },
);

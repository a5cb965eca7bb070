// The contact page and the footer show only the operator details and social links that are set
// (site settings): no empty label, no "not published" block, no stand-in address.
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactPage } from "~/content/contact";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { describeWithDatabase } from "~tests/setup/database";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";

const unescape = (text: string) =>
  text
    .replaceAll("<!-- -->", "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

/** The page's main content and its footer, apart. */
function parts(html: string) {
  const main = /<main id="main"[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
  return { main: unescape(main), footer: unescape(footer) };
}

/** Every absolute address the markup links to. */
const externalHrefs = (html: string) =>
  [...html.matchAll(/href="((?:https?:|mailto:)[^"]*)"/g)].map((m) => m[1]!);

const SOCIAL = {
  videoChannel: "https://www.youtube.com/@hub-test",
  instagram: "https://www.instagram.com/hub.test",
  linkedin: "https://www.linkedin.com/company/hub-test",
  twitter: "https://x.com/hubtest",
};

describeWithDatabase("contact page and footer from the settings", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());
  const page = async () => {
    const response = await app.fetch("/contactus");
    expect(response.status).toBe(200);
    return parts(await response.text());
  };

  it("with nothing set: one sentence pointing to the form and the community, no empty details", async () => {
    const { main, footer } = await page();
    const text = contactPage.noDetails;
    expect(main).toContain(text.title);
    expect(main).toMatch(
      new RegExp(
        `${text.before} <a [^>]*href="/about#get-in-touch"[^>]*>${text.formLink}</a> ${text.middle} <a [^>]*href="/community"[^>]*>${text.communityLink}</a>\\.`,
      ),
    );
    expect(main).not.toContain(contactPage.detailsTitle);
    expect(main).not.toContain("not published");
    expect(main).not.toContain("<address");
    expect(main).not.toContain(contactPage.socialTitle);
    // The form is named once, in that sentence (the hours card's hint would repeat it).
    expect(main.match(/href="\/about#get-in-touch"/g)).toHaveLength(1);
    // The spec's hours and policies stay.
    expect(main).toContain("Monday to Friday 9:00 AM to 6:00 PM IST");
    expect(main).toContain('href="/privacy-policy"');
    // The description promises no email or address.
    expect(main).toContain(contactPage.descriptionWithoutDetails);

    expect(footer).not.toContain("Social links");
    expect(externalHrefs(main)).toEqual([]);
    expect(externalHrefs(footer)).toEqual([]);
  });

  it("with only an email: the details card holds the email alone, and the footer its mailto", async () => {
    await saveSiteSetting(getDb(), null, "operator", { email: "team@hub.test" });
    const { main, footer } = await page();
    expect(main).toContain(contactPage.detailsTitle);
    expect(main).not.toContain(contactPage.noDetails.title);
    expect(main).toContain(contactPage.description);
    expect(main).toMatch(/<address[^>]*><p><a href="mailto:team@hub.test"/);
    expect(main).not.toContain(contactPage.socialTitle);
    // The hours card's pointer to the form is back.
    expect(main).toContain(contactPage.formHint.before);
    expect(externalHrefs(main)).toEqual(["mailto:team@hub.test"]);
    expect(externalHrefs(footer)).toEqual(["mailto:team@hub.test"]);
    expect(footer).not.toContain("Social links");
  });

  it("with only a social profile: it is listed, and nothing else is", async () => {
    await saveSiteSetting(getDb(), null, "social", { instagram: SOCIAL.instagram });
    const { main, footer } = await page();
    expect(main).toContain(contactPage.detailsTitle);
    expect(main).toContain(contactPage.socialTitle);
    expect(main).not.toContain("<address");
    expect(externalHrefs(main)).toEqual([SOCIAL.instagram]);
    expect(main).toMatch(/>Instagram<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/);
    expect(externalHrefs(footer)).toEqual([SOCIAL.instagram]);
  });

  it("with everything set: name, address lines, email and every profile, each once", async () => {
    await saveSiteSetting(getDb(), null, "operator", {
      name: "Hub Trust",
      addressLines: ["1 Test Road", "Test City"],
      email: "team@hub.test",
    });
    await saveSiteSetting(getDb(), null, "social", SOCIAL);
    const { main, footer } = await page();
    expect(main).toMatch(
      /<address[^>]*><p[^>]*>Hub Trust<\/p><p[^>]*><span[^>]*>1 Test Road<\/span><span[^>]*>Test City<\/span><\/p>/,
    );
    const profiles = [SOCIAL.instagram, SOCIAL.videoChannel, SOCIAL.linkedin, SOCIAL.twitter];
    expect(externalHrefs(main)).toEqual(["mailto:team@hub.test", ...profiles]);
    expect(externalHrefs(footer)).toEqual([...profiles, "mailto:team@hub.test"]);
  });

  it("a page never links to a placeholder host", async () => {
    await saveSiteSetting(getDb(), null, "operator", { name: "Hub Trust" });
    for (const path of ["/contactus", "/community", "/"]) {
      const html = await (await app.fetch(path)).text();
      expect(html, path).not.toMatch(/href="[^"]*example\.(com|org|net)/);
    }
  });
});

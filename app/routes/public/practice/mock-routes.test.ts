// The mock pages through the whole app: the intro and its start button (rate-limited), the answer
// sheet (no key in it, one small script, never cached), the submission and the result, and the
// 404s and 4xx answers for bad addresses and bodies.
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { answerField, reviewField } from "~/features/practice/mock";
import { MOCK_SCRIPT } from "~/features/practice/mock-script";
import { MOCK_FORM } from "~/lib/request-bounds";
import { practiceAttempts, practicePapers } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMockPaper, shiftAttempt } from "~tests/setup/mock-paper";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";
import { loader } from "./mock-attempt";

const post = (body?: URLSearchParams | string, headers: Record<string, string> = {}) => ({
  method: "POST",
  body,
  headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  redirect: "manual" as const,
});

describeWithDatabase("mock pages", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb(), { env: { MOCK_STARTS_PER_HOUR: 1_000 } });
  });
  afterAll(() => app?.close());

  async function start(introPath: string) {
    const response = await app.fetch(introPath, post());
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/mocks\/[A-Za-z0-9_-]{22}$/);
    return location;
  }

  it("the intro page shows the paper's facts and a start button; unknown and draft papers are 404", async () => {
    const fixture = await insertMockPaper(getDb(), { minutes: 20 });
    const response = await app.fetch(fixture.introPath);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("<h1");
    expect(html).toMatch(/Test mock<\/h1>/);
    for (const fact of ["Mock test", "Quiz 1", ">4<", ">5<", "20 minutes", "Original mock paper"]) {
      expect(html).toContain(fact);
    }
    expect(html).toMatch(
      new RegExp(`<form [^>]*action="${fixture.introPath}" method="post">[\\s\\S]*Start the mock`),
    );
    // A reading page: no script of the app, cacheable like the others.
    expect(html).not.toContain("window.__reactRouterContext");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);

    expect((await app.fetch(fixture.introPath.replace("test-mock", "no-such-mock"))).status).toBe(
      404,
    );
    expect((await app.fetch(fixture.introPath.replace("test-mock", "Bad_Slug!"))).status).toBe(404);
    await getDb()
      .update(practicePapers)
      .set({ status: "draft" })
      .where(eq(practicePapers.id, fixture.paper.id));
    expect((await app.fetch(fixture.introPath)).status).toBe(404);
    expect((await app.fetch(fixture.introPath, post())).status).toBe(404);
  });

  it("starting opens the attempt; the sheet holds no key, one small script, and is never cached", async () => {
    const fixture = await insertMockPaper(getDb(), { minutes: 20 });
    const location = await start(fixture.introPath);
    const [row] = await getDb().select().from(practiceAttempts);
    expect(row!.deadlineAt.getTime() - row!.startedAt.getTime()).toBe(20 * 60_000);

    const response = await app.fetch(location);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    for (const q of Object.values(fixture.questions)) {
      expect(html).toContain(`name="${answerField(q)}"`);
      expect(html).toContain(`name="${reviewField(q)}"`);
    }
    expect(html).toMatch(/<math/); // the stem's LaTeX, as MathML
    expect(html).toContain('href="#q4"');
    // Neither the key nor a solution is in the page before submission.
    for (const secret of ["The union holds", "no divisors", "0.5 = 4.5", "The <strong>domain"]) {
      expect(html).not.toContain(secret);
    }
    // The one script: a deferred module with the request's nonce; no React in the page.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag.includes('type="module"'))).toEqual([
      '<script type="module" nonce="test-nonce">',
    ]);
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(/data-remaining-ms="(\d+)"/);
    const remaining = Number(/data-remaining-ms="(\d+)"/.exec(html)![1]);
    expect(remaining).toBeGreaterThan(19 * 60_000);
    expect(remaining).toBeLessThanOrEqual(20 * 60_000);
    expect(html).toMatch(
      /Submit by <time dateTime="[^"]+Z" data-local="true"[^>]*>\d\d:\d\d IST \(\d\d:\d\d UTC\)<\/time>/i,
    );
  });

  it("the sitting's loader data carries no answer, key or solution", async () => {
    const fixture = await insertMockPaper(getDb());
    const location = await start(fixture.introPath);
    const data = await loader({
      params: { attempt: location.split("/").pop()! },
      context: app.context as AppLoadContext,
      request: new Request(`http://localhost${location}`),
    } as Parameters<typeof loader>[0]);
    expect(data.state).toBe("sitting");
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/"(answer|solution|key|result)"/);
    expect(json).not.toContain("The union holds");
    expect(json).not.toContain("domain");
  });

  it("the script is small: printed, and under 30 KB gzip", () => {
    const gzip = gzipSync(MOCK_SCRIPT).length;
    console.log(`[mock script] ${gzip} bytes gzip (${Buffer.byteLength(MOCK_SCRIPT)} bytes)`);
    expect(gzip).toBeLessThan(30 * 1024);
    expect(() => new Function(MOCK_SCRIPT)).not.toThrow();
  });

  it("submitting shows the result at the same address; a second submission is told it came second", async () => {
    const fixture = await insertMockPaper(getDb());
    const location = await start(fixture.introPath);
    const q = fixture.questions;
    const answers = new URLSearchParams([
      [answerField(q.single), "1"],
      [answerField(q.multiple), "0"],
      [answerField(q.numeric), "4.5"],
      [reviewField(q.numeric), "on"],
      [answerField(q.text), ""],
    ]);
    const submitted = await app.fetch(location, post(answers));
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get("Location")).toBe(location);
    expect(submitted.headers.get("Set-Cookie")).toBeNull();

    const response = await app.fetch(location);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Your result: Test mock");
    expect(html).toMatch(/3<span[^>]*> \/ 5<\/span>/);
    expect(html).toContain("60%");
    expect(html).toContain("Marks per topic");
    expect(html).toMatch(
      /<th scope="row"[^>]*>Sets<\/th><td[^>]*>1 of 2<\/td><td[^>]*>2 \/ 3<\/td>/,
    );
    expect(html).toContain("Marked for review");
    expect(html).toContain("The union holds"); // now the solutions are shown
    expect(html).toContain("Not answered");
    expect(html).toContain("Correct answer");
    expect(html).not.toContain('type="module"'); // the result needs no script

    const again = await app.fetch(
      location,
      post(new URLSearchParams([[answerField(q.single), "0"]])),
    );
    expect(again.status).toBe(303);
    expect(again.headers.get("Set-Cookie")).toMatch(/flash-toast=/);
    const [row] = await getDb().select().from(practiceAttempts);
    expect(row!.score).toBe(3);
  });

  it("limits the mocks started per address: 429 with a sentence after the limit", async () => {
    const limited = await createTestApp(getDb(), {
      env: { MOCK_STARTS_PER_HOUR: 2 },
      clientIp: "10.7.7.7",
    });
    try {
      const fixture = await insertMockPaper(getDb());
      for (let i = 0; i < 2; i++) {
        expect((await limited.fetch(fixture.introPath, post())).status).toBe(303);
      }
      const refused = await limited.fetch(fixture.introPath, post());
      expect(refused.status).toBe(429);
      expect(await refused.text()).toContain("You have started many mocks from this network");
      expect(await getDb().select().from(practiceAttempts)).toHaveLength(2);
    } finally {
      limited.close();
    }
  });

  it("an unknown or malformed attempt is 404, to read and to submit", async () => {
    for (const path of [
      "/mocks/AAAAAAAAAAAAAAAAAAAAAA",
      "/mocks/short",
      "/mocks/%27%3B--",
      "/mocks/" + "x".repeat(300),
    ]) {
      expect((await app.fetch(path)).status, path).toBe(404);
      expect((await app.fetch(path, post(new URLSearchParams()))).status, path).toBe(404);
    }
  });

  it("an absurd answer sheet gets a 4xx with a sentence, never a 500, and the attempt stays open", async () => {
    const fixture = await insertMockPaper(getDb());
    const location = await start(fixture.introPath);
    const many = new URLSearchParams();
    for (let i = 0; i <= MOCK_FORM.maxFields; i++)
      many.append(answerField(fixture.questions.multiple), "0");
    const tooMany = await app.fetch(location, post(many));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("more than 1000 fields");

    const huge = await app.fetch(
      location,
      post(`${answerField(fixture.questions.text)}=${"a".repeat(MOCK_FORM.maxBytes)}`),
    );
    expect(huge.status).toBe(413);

    const nested = await app.fetch(location, post("q[0].x=1"));
    expect(nested.status).toBe(400);

    const json = await app.fetch(location, post("{}", { "Content-Type": "application/json" }));
    expect(json.status).toBe(415);

    const [row] = await getDb().select().from(practiceAttempts);
    expect(row!.submittedAt).toBeNull();
  });

  it("after the deadline: the sheet says time is up, and a late sheet's result says it was not counted", async () => {
    const fixture = await insertMockPaper(getDb());
    const location = await start(fixture.introPath);
    const id = location.split("/").pop()!;
    await shiftAttempt(getDb(), id, { startedSecondsAgo: 32 * 60, deadlineInSeconds: -120 });
    const sheet = (await (await app.fetch(location)).text()).replaceAll("<!-- -->", "");
    expect(sheet).toContain("The time for this attempt ran out at");
    expect(sheet).toContain('data-remaining-ms="0"');

    const answers = new URLSearchParams([[answerField(fixture.questions.single), "1"]]);
    expect((await app.fetch(location, post(answers))).status).toBe(303);
    const html = (await (await app.fetch(location)).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/Your answers arrived 2 min( \d+ s)? after the time limit/);
    expect(html).toContain("none of them were counted");
    expect(html).toMatch(/0<span[^>]*> \/ 5<\/span>/);
    expect(html).toContain("Correct (not counted)");
  });
});

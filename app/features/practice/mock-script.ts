// The one script of a mock in progress (DESIGN.md D8: JavaScript only where it earns its bytes).
// The page is server-rendered HTML that works without it (the deadline is printed as a time, the
// palette is a list of links); the script adds the countdown, the polite warnings at 5 and 1
// minutes left, the answer sheet's submission when the time runs out, and the palette's live
// answered / marked states. It is written into the page as a module script (deferred: it runs
// after the document is parsed, never before the first paint) carrying the request's CSP nonce;
// the page is never cached, so the nonce is always the request's own.
import source from "./mock-timer.js?raw";

export const MOCK_SCRIPT: string = source.replace(/^\/\/.*\n/, "");

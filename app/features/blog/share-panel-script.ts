// The one script of a blog post (ADR 048): the share panel's "Copy link" button and, where the
// device has one, its share sheet. The panel works without it: the address is a plain link and
// the services' share pages are links. Written into the page after the panel as a module script
// (deferred: it runs after the document is parsed, never before the first paint) carrying the
// request's CSP nonce, like the lectures page's player; a copy from the page cache allows it by
// its hash instead (server/page-cache.ts). The buttons are `hidden` until it shows them.
import source from "./share-panel.js?raw";

export const SHARE_PANEL_SCRIPT: string = source.replace(/^\/\/.*\n/, "");

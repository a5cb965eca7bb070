// The one script of a lectures page with YouTube lectures (DESIGN.md D8: JavaScript only where it
// earns its bytes). The page works without it: each poster is a plain link to the video. With it,
// pressing play swaps the poster for the player, loaded from YouTube's privacy-enhanced host only
// then; nothing is asked of the video site before. It is written into the page as a module
// script (deferred: it runs after the document is parsed, never before the first paint) carrying
// the request's CSP nonce, like the mock's timer; a copy from the page cache allows it by its
// hash instead (server/page-cache.ts). Pages without an embeddable video carry no script.
import source from "./lecture-player.js?raw";

export const LECTURE_PLAYER_SCRIPT: string = source.replace(/^\/\/.*\n/, "");

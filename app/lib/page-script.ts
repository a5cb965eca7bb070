// The two inline scripts of a page that loads no JavaScript file (ADR 025). Both are constants,
// so the server allows them by their SHA-256 hashes in the Content-Security-Policy.

/**
 * The only script of a reading page, under 1 KB (a test keeps it so):
 * - a form's submit button with `data-pending` shows that label and is disabled while the post
 *   is under way (spec: "Subscribing...", "Establishing link...", "Sending..."); coming back to
 *   the page through the back/forward cache restores it;
 * - Escape, or a press outside, closes an open `<details data-dismiss>` (the header's menu and
 *   theme chooser), and Escape returns focus to its toggle.
 */
export const PAGE_SCRIPT = `(function(d){
function all(s,f){d.querySelectorAll(s).forEach(f)}
d.addEventListener("submit",function(e){var b=e.submitter;
if(!b||!b.dataset.pending)b=e.target.querySelector("[data-pending]");
if(e.defaultPrevented||!b)return;
b.dataset.label=b.textContent;b.textContent=b.dataset.pending;
setTimeout(function(){b.disabled=true})});
addEventListener("pageshow",function(e){if(e.persisted)all("[data-label]",function(b){
b.textContent=b.dataset.label;b.disabled=false;delete b.dataset.label})});
d.addEventListener("keydown",function(e){if(e.key=="Escape")all("details[data-dismiss][open]",function(x){
var inside=x.contains(d.activeElement);x.open=false;if(inside)x.querySelector("summary").focus()})});
d.addEventListener("pointerdown",function(e){all("details[data-dismiss][open]",function(x){
if(!x.contains(e.target))x.open=false})})})(document)`;

/**
 * Addresses that must never be fetched ahead: they act (confirm, unsubscribe, sign out), carry a
 * session (the admin area), change a setting (the theme) or are files rather than pages
 * (downloads, covers, feeds, images: anything whose last segment has a dot).
 */
export const NOT_SPECULATED = [
  "/admin",
  "/admin/*",
  "/newsletter",
  "/newsletter/*",
  "/theme",
  "/files/*",
  "/covers/*",
  "/*.*",
];

/**
 * Speculation Rules for reading pages: a same-origin page link is prerendered when the visitor
 * hovers it (desktop) or starts to press it (phones), so the next page shows at once without a
 * client router. Browsers without support ignore the script.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: NOT_SPECULATED } },
          { not: { selector_matches: "[download], [rel~='nofollow'], [data-no-speculate]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

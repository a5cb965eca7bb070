// The lectures page's only script (lecture-player-script.ts): a poster's play link becomes the player.
(function (d) {
  // With this script the poster plays in place, so it no longer opens a new tab.
  d.querySelectorAll("a[data-embed]").forEach(function (a) {
    a.removeAttribute("target");
    var note = a.querySelector("[data-new-tab]");
    if (note) note.remove();
  });
  d.addEventListener("click", function (e) {
    var target = e.target instanceof Element ? e.target.closest("a[data-embed]") : null;
    if (
      !target ||
      e.defaultPrevented ||
      e.button ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return;
    var link = /** @type {HTMLAnchorElement} */ (target);
    var box = link.closest("[data-player]");
    if (!box) return;
    e.preventDefault();
    var frame = d.createElement("iframe");
    frame.src = link.getAttribute("data-embed") || "";
    frame.title = link.getAttribute("data-title") || "Video";
    frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
    frame.allowFullscreen = true;
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    box.replaceChildren(frame);
    frame.focus();
  });
})(document);

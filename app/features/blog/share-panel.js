// The share panel's only script (share-panel-script.ts): Copy link, and the device's share sheet.
(function (d, n) {
  var panel = d.querySelector("[data-share-url]");
  if (!panel) return;
  var url = panel.getAttribute("data-share-url") || "";
  var title = panel.getAttribute("data-share-title") || d.title;
  var status = panel.querySelector("[data-share-status]");
  /** @type {HTMLButtonElement | null} */
  var copy = panel.querySelector("button[data-copy]");
  /** @type {HTMLButtonElement | null} */
  var share = panel.querySelector("button[data-device-share]");
  var timer = 0;
  /** @param {string} text */
  function say(text) {
    if (!status) return;
    var line = status;
    line.textContent = text;
    clearTimeout(timer);
    timer = window.setTimeout(function () {
      line.textContent = "";
    }, 5000);
  }
  // The clipboard is there only on https (and localhost); elsewhere the link stays as it is.
  if (copy && n.clipboard && window.isSecureContext) {
    copy.hidden = false;
    copy.addEventListener("click", function () {
      n.clipboard.writeText(url).then(
        function () {
          say("Link copied");
        },
        function () {
          say("Could not copy. Press and hold the link to copy it.");
        },
      );
    });
  }
  if (share && typeof n.share === "function") {
    share.hidden = false;
    share.addEventListener("click", function () {
      // Closing the sheet without choosing rejects: nothing to say then.
      n.share({ title: title, url: url }).catch(function () {});
    });
  }
})(document, navigator);

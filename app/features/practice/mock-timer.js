// The mock's only script (mock-script.ts): countdown, warnings, auto-submit, live palette.
(function (d) {
  var form = /** @type {HTMLFormElement | null} */ (d.getElementById("mock-sheet"));
  var clock = d.getElementById("mock-clock");
  if (!form || !clock) return;
  var sheet = form;
  var timer = clock;
  var left = Number(clock.getAttribute("data-remaining-ms")) || 0;
  // The server's time left, counted on this device's clock (whatever time it thinks it is).
  var end = Date.now() + left;
  var say = d.getElementById("mock-say");
  var sent = false;
  var warned = 0;
  /** @type {[number, string][]} */
  var WARN = [
    [300000, "5 minutes left."],
    [60000, "1 minute left."],
  ];
  d.querySelectorAll("time[data-local]").forEach(function (t) {
    var at = new Date(t.getAttribute("datetime") || "");
    t.textContent =
      at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) + " your time";
  });
  /** @param {number} n */
  function two(n) {
    return (n < 10 ? "0" : "") + n;
  }
  /** @param {number} ms */
  function show(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000));
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    return (h ? h + ":" + two(m) : m) + ":" + two(s % 60);
  }
  sheet.addEventListener("submit", function () {
    sent = true;
  });
  function tick() {
    var ms = end - Date.now();
    timer.textContent = show(ms);
    timer.setAttribute("data-state", ms <= 60000 ? "last" : ms <= 300000 ? "low" : "");
    WARN.forEach(function (w, i) {
      if (ms <= w[0] && left > w[0] && warned <= i) {
        warned = i + 1;
        if (say) say.textContent = w[1];
      }
    });
    if (ms <= 0 && left > 0 && !sent) {
      sent = true;
      if (say) say.textContent = "Time is up: sending your answers.";
      if (sheet.requestSubmit) sheet.requestSubmit();
      else sheet.submit();
    }
  }
  timer.setAttribute("aria-label", "Time left");
  tick();
  setInterval(tick, 250);

  var questions = sheet.querySelectorAll("[data-question]");
  var counts = d.querySelectorAll("[data-answered-count]");
  function refresh() {
    var answered = 0;
    questions.forEach(function (q) {
      var id = q.getAttribute("data-question");
      var done = false;
      q.querySelectorAll("input[name^='q-']").forEach(function (el) {
        var i = /** @type {HTMLInputElement} */ (el);
        if ((i.type == "radio" || i.type == "checkbox" ? i.checked : true) && i.value.trim())
          done = true;
      });
      var review = /** @type {HTMLInputElement | null} */ (q.querySelector("input[name^='r-']"));
      var marked = !!(review && review.checked);
      if (done) answered++;
      d.querySelectorAll("[data-palette='" + id + "']").forEach(function (a) {
        a.setAttribute("data-answered", String(done));
        a.setAttribute("data-marked", String(marked));
        var label = a.querySelector("[data-label]");
        if (label)
          label.textContent =
            (done ? "answered" : "not answered") + (marked ? ", marked for review" : "");
      });
    });
    counts.forEach(function (c) {
      c.textContent = String(answered);
    });
  }
  sheet.addEventListener("input", refresh);
  sheet.addEventListener("change", refresh);
  refresh();
})(document);

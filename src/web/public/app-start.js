// Starts the app's code on a page the server rendered (docs/decisions/0018), once that page has
// painted: the person sees the page as soon as its HTML and stylesheet arrive, and the code, which
// the paint does not need, does not compete with them for the connection. The server names the
// entry in #app-start, in place of the <script type="module"> a page the browser renders carries.
//
// Until the app has taken the page over, a tap on one of its buttons or links is kept and carried
// out then (the app calls officelyEarlyTaps.replay(), after which `done` is true), so it is not
// lost; on the app's equal of the control, should the app have put one in its place. Should the
// app not start (its code fails to load, or has not taken over within 5 s of a link tapped or 15 s
// of starting), taps are no longer kept and the last link tapped is followed.
(() => {
  const list = document.getElementById("app-start");
  if (!list) return;
  const { entry } = JSON.parse(list.textContent);
  const CONTROLS = "button, [role='button'], [role='tab'], [role='switch'], [role='checkbox'], [role='menuitem']";
  const taps = [];
  let lastLink = null;
  let fallback;
  /** A link the app would follow itself: this site's, a plain click, no new tab or download. */
  const isAppLink = (link, event) =>
    link.origin === location.origin &&
    !link.target &&
    !link.hasAttribute("download") &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  const keep = (event) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest(`${CONTROLS}, a[href]`);
    if (!control) return;
    if (control.matches("a[href]")) {
      if (!isAppLink(control, event)) return;
      lastLink = control;
      fallback ??= setTimeout(() => giveUp(), 5000);
    }
    event.preventDefault();
    event.stopPropagation();
    if (taps.some((tap) => tap.control === control)) return;
    const alike = similarTo(control);
    taps.push({ control, count: alike.length, index: alike.indexOf(control) });
  };
  /** What tells a control from the others to a person: its kind, name, text and link. */
  const signature = (control) =>
    [
      control.tagName,
      control.getAttribute("role"),
      control.getAttribute("aria-label"),
      control.getAttribute("href"),
      control.textContent.trim(),
    ].join("\u0000");
  /** The page's controls that look like `control`, in document order. */
  const similarTo = (control) => {
    const mark = signature(control);
    return [...document.querySelectorAll(`${CONTROLS}, a[href]`)].filter((other) => signature(other) === mark);
  };
  /**
   * The control a kept tap meant on the page as it is now. The app may have put an equal element in
   * place of the server's (a help tooltip wraps its button once the page is the app's): the one that
   * looks the same, at the same place among its look-alikes. None when the page changed too much to
   * tell: a tap is better lost than carried out on the wrong control.
   */
  const resolve = ({ control, count, index }) => {
    if (control.isConnected) return control;
    const alike = similarTo(control);
    return alike.length === count ? alike[index] : null;
  };
  /** Stops keeping taps: the app did not start (its code failed to load or run). */
  const giveUp = () => {
    if (window.officelyEarlyTaps.done) return;
    window.officelyEarlyTaps.done = true;
    document.removeEventListener("click", keep, true);
    taps.length = 0;
    // The page works as a plain page: the last link tapped is followed as a link.
    if (lastLink) location.assign(lastLink.href);
  };
  document.addEventListener("click", keep, true);
  window.officelyEarlyTaps = {
    done: false,
    replay() {
      if (this.done) return;
      this.done = true;
      document.removeEventListener("click", keep, true);
      clearTimeout(fallback);
      for (const tap of taps.splice(0)) resolve(tap)?.click();
    },
  };
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    script.onerror = giveUp;
    document.head.append(script);
    // Loaded but not taking the page over (an error while it started): give up after 15 s.
    setTimeout(giveUp, 15000);
  };
  // Right after the first paint with content. Where the browser does not report paints: after the
  // next frame (its callback runs before its paint; the task it queues, after). Within 2 s anyway,
  // say in a tab opened in the background, which paints nothing until shown.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(startOnce, 2000);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    return;
  }
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (painted()) {
    setTimeout(startOnce, 0);
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    setTimeout(startOnce, 0);
  });
  observer.observe({ type: "paint" });
})();

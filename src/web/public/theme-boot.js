// Runs before the first paint (a blocking script in <head>; CSP allows only same-origin scripts, so
// it is a file, not inline): the stored theme, else the OS preference; /super-admin is always light.
// Keep in step with src/web/lib/theme.ts. On the prerendered loading screen (its <html> lists the
// languages in data-boot-languages, scripts/prerender.ts) it also sets the language the app will
// start in, as src/web/lib/i18n.ts startLanguage chooses it (the officely_lang cookie, else the
// browser's), so the screen shows its words in that language.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem("theme");
  } catch {
    // storage disabled: follow the OS
  }
  const dark =
    !location.pathname.startsWith("/super-admin") &&
    (stored === "dark" || (stored !== "light" && matchMedia("(prefers-color-scheme: dark)").matches));
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";

  const spoken = (document.documentElement.dataset.bootLanguages || "").split(" ").filter(Boolean);
  if (spoken.length === 0) return;
  const chosen = /(?:^|; )officely_lang=([^;]*)/.exec(document.cookie)?.[1];
  const browser = (navigator.languages || [])
    .map((tag) => tag.trim().split(/[-_]/)[0].toLowerCase())
    .find((language) => spoken.includes(language));
  document.documentElement.lang = spoken.includes(chosen) ? chosen : browser || spoken[0];
})();

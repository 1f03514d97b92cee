// Runs before the first paint (a blocking script in <head>; CSP allows only same-origin scripts, so
// it is a file, not inline): the stored theme, else the OS preference; /super-admin is always light.
// Keep in step with src/web/lib/theme.ts.
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
})();

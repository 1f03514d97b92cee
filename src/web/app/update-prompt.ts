import { i18n } from "#web/lib/i18n.ts";

// lucide's refresh-cw and x, drawn as lucide-react draws them.
const ICON = (paths: string, className: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="${className}" aria-hidden="true">${paths}</svg>`;
const REFRESH =
  '<path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/><path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"/><path d="M8 16H3v5"/>';
const CROSS = '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>';

/**
 * A new build is installed and waiting, so 'Update available — Reload' is shown until
 * Reload switches to it or it is dismissed for this visit (unlike a toast, which the next one would
 * replace). Plain DOM beside the app, as it needs no router or query state, and so that the code
 * service-worker-client.ts loads after the page shares nothing with the first page's chunks. Bottom
 * right on wide screens (clear of the sidebar's account block), under the top bar on phones (clear of
 * the bottom bar). In the language shown, from the shell's catalogue (every page has it).
 */
export function showUpdatePrompt(onReload: () => void): void {
  if (document.querySelector("[data-testid=update-prompt]")) return;
  const card = document.createElement("div");
  card.setAttribute("role", "status");
  card.dataset.testid = "update-prompt";
  card.className =
    "fixed inset-x-4 top-16 z-[90] flex items-center gap-3 rounded-lg border border-indigo-200 bg-white p-3 pl-4 text-sm text-zinc-900 shadow-lg md:top-auto md:bottom-4 md:left-auto md:max-w-sm dark:border-indigo-800 dark:bg-zinc-900 dark:text-zinc-100";
  card.innerHTML = ICON(REFRESH, "size-4 shrink-0 text-indigo-600 dark:text-indigo-400");
  const label = document.createElement("span");
  label.className = "flex-1 font-medium";
  label.textContent = i18n._("shell.update.available");
  const reload = document.createElement("button");
  reload.type = "button";
  // The app's small primary Button (components/ui/button.tsx), without its code in this chunk.
  reload.className =
    "inline-flex h-8 items-center rounded-md bg-indigo-600 px-3 text-xs font-medium text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";
  reload.textContent = i18n._("shell.update.reload");
  reload.addEventListener("click", onReload);
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className =
    "rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600";
  dismiss.innerHTML = ICON(CROSS, "size-4");
  const dismissLabel = document.createElement("span");
  dismissLabel.className = "sr-only";
  dismissLabel.textContent = i18n._("shell.update.dismiss");
  dismiss.append(dismissLabel);
  dismiss.addEventListener("click", () => card.remove());
  card.append(label, reload, dismiss);
  document.body.append(card);
}

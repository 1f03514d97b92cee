import { Repeat } from "lucide-react";
import type { CSSProperties } from "react";
import { AA_TEXT, contrastRatio, deriveThemeColours, type ThemeConfig } from "#shared/theme.ts";
import { useCatalogue } from "#web/lib/i18n.ts";
import { themeVariables } from "#web/lib/team-theme.ts";

/**
 * A small page in `theme`, painted with the same classes as the app (the theme's CSS variables are
 * set on this box only), so the preview shows what members will see in the light theme.
 */
export function ThemePreview({ theme, teamName }: { theme: ThemeConfig; teamName: string }) {
  const { _ } = useCatalogue("team");
  const vars = themeVariables(theme);
  const colours = deriveThemeColours(theme);
  const style = {
    ...vars.all,
    ...vars.light,
    backgroundColor: colours.background,
    color: colours.textPrimary,
    borderColor: colours.border,
  } as CSSProperties;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">{_("team.preview.title")}</figcaption>
      <div style={style} className="grid gap-4 rounded-xl border p-4" data-testid="theme-preview">
        <div className="flex items-center gap-2">
          <span
            className="flex size-8 items-center justify-center rounded-lg text-sm font-semibold text-white"
            style={{ backgroundColor: colours.brand }}
          >
            {teamName.slice(0, 1).toUpperCase() || _("team.preview.initial")}
          </span>
          <span className="font-semibold">{teamName}</span>
        </div>
        <div className="grid gap-1">
          <p className="font-medium">{_("team.preview.booking")}</p>
          <p className="text-sm text-zinc-600">{_("team.preview.bookedBy")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex h-9 items-center rounded-md bg-indigo-600 px-4 text-sm font-medium text-white shadow-sm">
            {_("team.preview.book")}
          </span>
          <span className="text-sm text-indigo-700 underline">{_("team.preview.series")}</span>
          <span className="rounded-md bg-indigo-50 px-2 py-1 text-sm text-indigo-700">
            {_("team.preview.selected")}
          </span>
        </div>
        <div className="flex flex-wrap gap-2 border-t border-zinc-200 pt-3 text-xs font-medium text-white">
          <span className="rounded px-2 py-1" style={{ backgroundColor: colours.booked }}>
            {_("team.preview.booked")}
          </span>
          <span
            className="inline-flex items-center gap-1 rounded px-2 py-1"
            style={{
              backgroundColor: colours.recurring,
              // The recurring hue follows the accent, so its label takes whichever of white or black reads.
              color: contrastRatio("#ffffff", colours.recurring) >= AA_TEXT ? "#ffffff" : "#18181b",
            }}
          >
            <Repeat className="size-3" aria-hidden="true" /> {_("team.preview.recurring")}
          </span>
        </div>
      </div>
    </figure>
  );
}

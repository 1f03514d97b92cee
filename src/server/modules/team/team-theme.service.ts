/**
 * The team's brand theme (spec "Theme config"; docs/product.md "Preferences and layouts": saved on
 * the server for the whole team): every member reads it, so every member's UI shows it; team admins
 * replace it. A theme whose text would not read at WCAG AA is refused (422 THEME_CONTRAST_TOO_LOW)
 * and nothing changes.
 */
import { type Actor, assertCan, requireTeam } from "#server/lib/actor.ts";
import { AppError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import { sentencesText } from "#shared/error-text.ts";
import type { TeamTheme, TeamThemeBody } from "#shared/schemas/team-theme.ts";
import { DEFAULT_THEME, sameTheme, type ThemeConfig, themeContrastProblems } from "#shared/theme.ts";
import { validationText } from "#shared/validation-text.ts";
import * as repo from "./team.repository.ts";

const THEME_MESSAGE = "Only team admins can change the brand theme.";

/** The team's theme as the API presents it: its saved theme, else the app's own colours. */
export function presentTeamTheme(team: repo.TeamRow): TeamTheme {
  return {
    theme: team.theme ?? DEFAULT_THEME,
    isDefault: team.theme === null,
    updatedAt: team.themeUpdatedAt?.toISOString() ?? null,
  };
}

/** 422 THEME_CONTRAST_TOO_LOW naming every failing pair, when text on the theme would not read at WCAG AA. */
export function assertReadableTheme(theme: ThemeConfig): void {
  const problems = themeContrastProblems(theme);
  if (problems.length > 0) {
    throw new AppError(
      "THEME_CONTRAST_TOO_LOW",
      problems.map((p) => p.message).join(" "),
      sentencesText(problems.map((p) => validationText(p.message))),
    );
  }
}

/**
 * Colours in one spelling (lowercase), so "#4F46E5" and "#4f46e5" are the same theme; neutrals left
 * out (with autoNeutrals) are those of `current`.
 */
function normalised(body: TeamThemeBody, current: ThemeConfig): ThemeConfig {
  const lower = (hex: string) => hex.toLowerCase();
  const neutrals = body.customNeutrals ?? current.customNeutrals;
  return {
    primaryAction: lower(body.primaryAction),
    primaryBackground: lower(body.primaryBackground),
    primaryAccent: lower(body.primaryAccent),
    primaryBrand: lower(body.primaryBrand),
    autoNeutrals: body.autoNeutrals,
    customNeutrals: {
      textPrimary: lower(neutrals.textPrimary),
      textSecondary: lower(neutrals.textSecondary),
      borderColor: lower(neutrals.borderColor),
    },
  };
}

export function createTeamThemeService(deps: ServiceDeps) {
  const { db, record, now } = deps;
  return {
    /** GET /api/team/theme: every member of the team; 403 NO_TEAM outside a team. */
    async get(actor: Actor): Promise<TeamTheme> {
      const team = requireTeam(actor);
      const row = await repo.findTeam(db, team.id);
      if (!row) throw notFound("Team");
      return presentTeamTheme(row);
    },

    /**
     * PUT /api/team/theme (team_admin and above): replaces the theme after the contrast check, and
     * records "team.theme_changed" with the theme before and after in the same transaction. Saving
     * the same theme again changes nothing and records nothing.
     */
    async replace(actor: Actor, body: TeamThemeBody): Promise<TeamTheme> {
      assertCan(actor, "team:settings", THEME_MESSAGE);
      const team = requireTeam(actor);
      return db.transaction(async (tx) => {
        const current = await repo.lockTeam(tx, team.id);
        if (!current) throw notFound("Team");
        const before = presentTeamTheme(current);
        const theme = normalised(body, before.theme);
        assertReadableTheme(theme);
        if (!before.isDefault && sameTheme(before.theme, theme)) return before;
        const row = await repo.updateTeamTheme(tx, team.id, theme, now());
        if (!row) throw notFound("Team");
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: "team.theme_changed",
          targetType: "team",
          targetId: team.id,
          before: before.isDefault ? null : before.theme,
          after: theme,
          ip: actor.ip,
        });
        return presentTeamTheme(row);
      });
    },
  };
}

export type TeamThemeService = ReturnType<typeof createTeamThemeService>;

/**
 * The signed-in user's own state: the current user, onboarding flags (spec section 4 "Onboarding")
 * and favourite offices (starred offices come first in Quick Book).
 */
import { type Actor, requireTeam } from "#server/lib/actor.ts";
import { isPgError, notFound } from "#server/lib/app-error.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as officesRepo from "#server/modules/offices/offices.repository.ts";
import type { DashboardLayout } from "#shared/dashboard-layout.ts";
import type { ProfileBody } from "#shared/schemas/account.ts";
import { dashboardLayoutFromStored, type SaveDashboardLayout } from "#shared/schemas/dashboard-layout.ts";
import {
  preferencesFromStored,
  type UpdateUserPreferences,
  type UserPreferences,
} from "#shared/schemas/preferences.ts";
import type { OnboardingStatus, User } from "#shared/schemas/user.ts";
import * as repo from "./user.repository.ts";
import { presentUser } from "./user-view.ts";

type ProfileFields = Pick<User, "name" | "jobTitle" | "department">;

/** The profile fields as stored now. */
function profileOf(user: ProfileFields): ProfileFields {
  return { name: user.name, jobTitle: user.jobTitle, department: user.department };
}

/** The fields of `body` that differ from `current` (an empty object when nothing changes). */
export function profileChanges(current: ProfileFields, body: ProfileBody): Partial<ProfileFields> {
  const changes: Partial<ProfileFields> = {};
  for (const key of ["name", "jobTitle", "department"] as const) {
    const value = body[key];
    if (value !== undefined && value !== current[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}

export function createUserService(
  deps: ServiceDeps & {
    /** Whether addresses must be confirmed before mailing others (SMTP_URL set); the User says it. */
    emailVerificationRequired: boolean;
  },
) {
  const { db, record, now } = deps;
  const mail = { verificationRequired: deps.emailVerificationRequired };

  /** Stars (`on`) or unstars an office of the actor's team; idempotent; 404 for an office not in it. */
  async function setFavourite(actor: Actor, officeId: string, on: boolean): Promise<void> {
    const team = requireTeam(actor);
    try {
      await db.transaction(async (tx) => {
        const office = await officesRepo.findOffice(tx, team.id, officeId);
        if (!office) throw notFound("Office");
        const changed = on
          ? await repo.insertFavouriteOffice(tx, team.id, actor.id, officeId, now())
          : await repo.deleteFavouriteOffice(tx, team.id, actor.id, officeId);
        if (!changed) return;
        await record(tx, {
          teamId: team.id,
          actorId: actor.id,
          action: on ? "user.favourite_office_added" : "user.favourite_office_removed",
          targetType: "office",
          targetId: officeId,
          before: { favourite: !on },
          after: { favourite: on },
          ip: actor.ip,
        });
      });
    } catch (error) {
      // The office was removed between the check and the insert (the foreign key refuses it).
      if (isPgError(error, "23503")) throw notFound("Office");
      throw error;
    }
  }

  return {
    /** GET /api/user: the signed-in user with their team and favourites, trial days counted at the service's clock. */
    async current(actor: Actor): Promise<User> {
      const favourites = actor.teamId ? await repo.listFavouriteOfficeIds(db, actor.teamId, actor.id) : [];
      return presentUser(actor.user, actor.team, now(), favourites, mail, actor.signInMethod);
    },

    /** PUT /api/user/favorite-offices/{officeId}. */
    async addFavouriteOffice(actor: Actor, officeId: string): Promise<void> {
      await setFavourite(actor, officeId, true);
    },

    /** DELETE /api/user/favorite-offices/{officeId}. */
    async removeFavouriteOffice(actor: Actor, officeId: string): Promise<void> {
      await setFavourite(actor, officeId, false);
    },

    /**
     * PATCH /api/user/profile: name, job title, department (those given). A real change is audited
     * as "user.profile_updated" (teammates' open views refresh the name); none is a no-op.
     */
    async updateProfile(actor: Actor, body: ProfileBody): Promise<User> {
      return db.transaction(async (tx) => {
        const current = await repo.findUser(tx, actor.id);
        if (!current) throw notFound("User");
        const changes = profileChanges(current, body);
        if (Object.keys(changes).length === 0)
          return presentUser(current, actor.team, now(), await favourites(tx), mail, actor.signInMethod);
        const row = await repo.updateProfile(tx, actor.teamId, actor.id, changes, now());
        if (!row) throw notFound("User");
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "user.profile_updated",
          targetType: "user",
          targetId: actor.id,
          before: profileOf(current),
          after: profileOf(row),
          ip: actor.ip,
        });
        return presentUser(row, actor.team, now(), await favourites(tx), mail, actor.signInMethod);
      });

      function favourites(tx: Parameters<typeof repo.listFavouriteOfficeIds>[0]) {
        return actor.teamId ? repo.listFavouriteOfficeIds(tx, actor.teamId, actor.id) : Promise.resolve([]);
      }
    },

    /** GET /api/user/preferences: the stored choices with the defaults filled in. */
    async preferences(actor: Actor): Promise<UserPreferences> {
      return preferencesFromStored(await repo.lockPreferences(db, actor.id));
    },

    /**
     * PATCH /api/user/preferences: merges the given choices into the stored ones and audits what
     * changed, in one transaction (the row is locked so two tabs saving at once lose nothing).
     */
    async updatePreferences(actor: Actor, patch: UpdateUserPreferences): Promise<UserPreferences> {
      return db.transaction(async (tx) => {
        const before = preferencesFromStored(await repo.lockPreferences(tx, actor.id));
        const after: UserPreferences = { ...before };
        for (const [key, value] of Object.entries(patch)) {
          if (value !== undefined) Object.assign(after, { [key]: value });
        }
        const changed = (Object.keys(after) as (keyof UserPreferences)[]).filter((k) => after[k] !== before[k]);
        if (changed.length === 0) return before;
        await repo.setPreferences(tx, actor.id, after, now());
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "user.preferences_updated",
          targetType: "user",
          targetId: actor.id,
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
          ip: actor.ip,
        });
        return after;
      });
    },

    /** GET /api/user/dashboard-layout: the saved widget layout, or the spec's default (updatedAt null). */
    async dashboardLayout(actor: Actor): Promise<DashboardLayout> {
      const stored = (await repo.lockPreferences(db, actor.id)) as { dashboardLayout?: unknown };
      return dashboardLayoutFromStored(stored?.dashboardLayout);
    },

    /**
     * PUT /api/user/dashboard-layout: replaces the person's widget layout (spec section 2 "Dashboard
     * widgets"; docs/product.md "Preferences and layouts") and audits it, in one transaction. The
     * body is validated by the contract (known types, sizes, no duplicates). Saving the same widgets
     * again changes nothing and keeps the last-updated time.
     */
    async saveDashboardLayout(actor: Actor, body: SaveDashboardLayout): Promise<DashboardLayout> {
      return db.transaction(async (tx) => {
        const stored = (await repo.lockPreferences(tx, actor.id)) as { dashboardLayout?: unknown };
        const before = dashboardLayoutFromStored(stored?.dashboardLayout);
        if (before.updatedAt && JSON.stringify(before.widgets) === JSON.stringify(body.widgets)) return before;
        const after: DashboardLayout = { widgets: body.widgets, updatedAt: now().toISOString() };
        await repo.setPreferences(tx, actor.id, { dashboardLayout: after }, now());
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "user.dashboard_layout_updated",
          targetType: "user",
          targetId: actor.id,
          before: { widgets: before.widgets },
          after: { widgets: after.widgets },
          ip: actor.ip,
        });
        return after;
      });
    },

    /** Sets both onboarding flags to `done` and records the change in the audit log. */
    async setOnboarding(actor: Actor, done: boolean): Promise<OnboardingStatus> {
      return db.transaction(async (tx) => {
        await repo.setOnboardingFlags(tx, actor.teamId, actor.id, done, now());
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: done ? "user.onboarding_completed" : "user.onboarding_reset",
          targetType: "user",
          targetId: actor.id,
          before: {
            onboardingCompleted: actor.user.onboardingCompleted,
            hasSeenOnboarding: actor.user.hasSeenOnboarding,
          },
          after: { onboardingCompleted: done, hasSeenOnboarding: done },
          ip: actor.ip,
        });
        return { onboardingCompleted: done, hasSeenOnboarding: done };
      });
    },

    /**
     * Records that the user has seen the first-time welcome (spec section 2 "Home page": only a
     * user who has neither completed nor seen onboarding is greeted 'Welcome to'; section 4: the
     * flags are set once shown). Leaves `onboardingCompleted` alone, so the 'New to' card still
     * offers the tour. Idempotent: a second call changes nothing and writes no audit row.
     */
    async markOnboardingSeen(actor: Actor): Promise<OnboardingStatus> {
      const status = { onboardingCompleted: actor.user.onboardingCompleted, hasSeenOnboarding: true };
      if (actor.user.hasSeenOnboarding) return status;
      return db.transaction(async (tx) => {
        await repo.setOnboardingSeen(tx, actor.teamId, actor.id, now());
        await record(tx, {
          teamId: actor.teamId,
          actorId: actor.id,
          action: "user.onboarding_seen",
          targetType: "user",
          targetId: actor.id,
          before: { hasSeenOnboarding: false },
          after: { hasSeenOnboarding: true },
          ip: actor.ip,
        });
        return status;
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

/**
 * Joining a team through the identity provider (SCIM provisioning, a first single sign-on), the way
 * every joiner joins: the account and "member.joined" with its welcome e-mail, in the caller's
 * transaction (docs/product.md "SCIM provisioning", "Single sign-on"). The account has no password:
 * the person signs in through the provider, or sets one with "Forgot password" (the reset makes the
 * credential, password-reset.ts).
 */
import { randomUUID } from "node:crypto";
import type { Tx } from "#db/client.ts";
import type { ServiceDeps } from "#server/lib/service-deps.ts";
import * as teamRepo from "#server/modules/team/team.repository.ts";
import * as membershipRepo from "#server/modules/user/membership.repository.ts";
import * as userRepo from "#server/modules/user/user.repository.ts";

/** How a provisioned person came: over SCIM or at a first single sign-on. */
export type ProvisionedVia = "scim" | "sso";

/** Records "member.joined" of `user` in `teamId` by the provider, with its welcome e-mail. */
async function recordJoined(
  tx: Tx,
  record: ServiceDeps["record"],
  teamId: string,
  user: userRepo.UserRow,
  via: ProvisionedVia,
  ip: string | null,
) {
  const team = await teamRepo.findTeam(tx, teamId);
  await record(
    tx,
    {
      teamId,
      actorId: null,
      action: "member.joined",
      targetType: "user",
      targetId: user.id,
      after: { email: user.email, role: user.role },
      ip,
      data: { via },
    },
    { recipientName: user.name, teamName: team?.name ?? "", language: team?.language ?? "en" },
  );
}

/**
 * A new account in `teamId` as a member, its address vouched for by the team's provider. The caller
 * has checked the address is free (a taken one fails on the unique index, 23505).
 */
export async function addProvisionedMember(
  tx: Tx,
  record: ServiceDeps["record"],
  input: {
    teamId: string;
    name: string;
    email: string;
    jobTitle?: string | null;
    department?: string | null;
    via: ProvisionedVia;
    ip: string | null;
    at: Date;
  },
): Promise<userRepo.UserRow> {
  const user = await userRepo.insertUser(tx, {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    emailVerified: true,
    role: "member",
    teamId: input.teamId,
    jobTitle: input.jobTitle ?? null,
    department: input.department ?? null,
    createdAt: input.at,
    updatedAt: input.at,
  });
  await recordJoined(tx, record, input.teamId, user, input.via, input.ip);
  return user;
}

/**
 * Brings back a person who is in no team (they left, or were deprovisioned) as a member of `teamId`;
 * null when they are in a team.
 */
export async function rejoinProvisionedMember(
  tx: Tx,
  record: ServiceDeps["record"],
  input: { teamId: string; userId: string; via: ProvisionedVia; ip: string | null; at: Date },
): Promise<userRepo.UserRow | null> {
  const user = await membershipRepo.joinTeam(tx, input.teamId, input.userId, input.at);
  if (user) await recordJoined(tx, record, input.teamId, user, input.via, input.ip);
  return user;
}

/** The one access rule of every platform call (docs/product.md "Tenancy and roles": super_admin only). */
import { type Actor, assertCan } from "#server/lib/actor.ts";

/** The refusal of every platform call to anyone else. */
export const PLATFORM_MESSAGE = "Only a super admin can use the platform administration.";

/** Throws 403 FORBIDDEN unless the actor is a super admin (team admins included). */
export function assertSuperAdmin(actor: Actor): void {
  assertCan(actor, "platform:manage", PLATFORM_MESSAGE);
}

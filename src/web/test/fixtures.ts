/**
 * API answers for component tests, each checked against its schema in src/shared/schemas, so a
 * test cannot drift from what the server sends.
 */
import { DEFAULT_BOOKING_POLICY } from "#shared/booking-policy.ts";
import { type Booking, bookingSchema } from "#shared/schemas/booking.ts";
import { type Office, officeSchema } from "#shared/schemas/office.ts";
import { type User, userSchema } from "#shared/schemas/user.ts";

export const TEAM_ID = "7d1f0c1e-5b0a-4c55-9d9a-000000000001";

/** A signed-in team admin whose team works in `timeZone`, 07:00 to 20:00 local. */
export function makeUser({
  timeZone = "America/New_York",
  ...fields
}: Partial<User> & { timeZone?: string } = {}): User {
  const policy = { ...DEFAULT_BOOKING_POLICY, timeZone };
  return userSchema.parse({
    id: "7d1f0c1e-5b0a-4c55-9d9a-0000000000a1",
    name: "Ada Admin",
    email: "ada@example.com",
    role: "team_admin",
    isAdmin: true,
    isSuperAdmin: false,
    teamId: TEAM_ID,
    teamName: "Acme",
    team: {
      id: TEAM_ID,
      name: "Acme",
      timeZone,
      businessStartMinute: policy.businessStartMinute,
      businessEndMinute: policy.businessEndMinute,
      weekStartsOn: policy.weekStartsOn,
      language: "en",
      trialEndsAt: null,
      trialDaysLeft: null,
      isTrialExpired: false,
      bookingPolicy: policy,
    },
    favoriteOffices: [],
    onboardingCompleted: true,
    hasSeenOnboarding: true,
    jobTitle: null,
    department: null,
    emailVerified: true,
    emailVerificationRequired: false,
    twoFactorEnabled: false,
    twoFactorSetupRequired: false,
    hasPasskey: false,
    ...fields,
  });
}

export function makeOffice(fields: Partial<Office> & Pick<Office, "id" | "name">): Office {
  return officeSchema.parse({
    description: null,
    capacity: 1,
    isShared: false,
    isActive: true,
    equipment: [],
    kind: "desk",
    siteId: "00000000-0000-4000-8000-00000000051e",
    floorId: "00000000-0000-4000-8000-0000000f1002",
    position: null,
    neighbourhoodId: null,
    assignedUserId: null,
    assignedUserName: null,
    building: null,
    floor: null,
    ...fields,
  });
}

/** A confirmed single booking of `office` from `startISO` to `endISO` (instants, as the server sends). */
export function makeBooking({
  office,
  startISO,
  endISO,
  ...fields
}: Partial<Booking> & { office: Office; startISO: string; endISO: string }): Booking {
  return bookingSchema.parse({
    id: crypto.randomUUID(),
    userId: "7d1f0c1e-5b0a-4c55-9d9a-0000000000b2",
    userName: "Grace Hopper",
    officeId: office.id,
    teamId: TEAM_ID,
    startTime: startISO,
    startISO,
    endISO,
    purpose: null,
    isRecurring: false,
    seriesId: null,
    status: "confirmed",
    checkedInAt: null,
    equipment: [],
    isWholeOffice: true,
    seats: 1,
    office: { id: office.id, name: office.name, isActive: office.isActive },
    officeName: office.name,
    createdAt: new Date().toISOString(),
    ...fields,
  });
}

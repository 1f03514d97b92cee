/**
 * A member's favourite offices (starred anywhere an office appears; the Quick Book card
 * lists them first). Owned by the user module. The office must be in the member's own team: the
 * composite foreign key (office_id, team_id) → offices(id, team_id) makes a cross-team favourite
 * impossible, and removing the office or the user removes the favourite.
 */
import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { offices } from "./offices.ts";

export const favouriteOffices = pgTable(
  "favourite_offices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: uuid("team_id").notNull(),
    officeId: uuid("office_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.officeId] }),
    foreignKey({
      name: "favourite_offices_office_team_fk",
      columns: [t.officeId, t.teamId],
      foreignColumns: [offices.id, offices.teamId],
    }).onDelete("cascade"),
    // Removing an office finds its favourites without scanning the table.
    index("favourite_offices_office_idx").on(t.officeId),
  ],
);

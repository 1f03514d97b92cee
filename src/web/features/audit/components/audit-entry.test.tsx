import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditEvent } from "#shared/schemas/audit.ts";
import { applyLanguageChoice } from "#web/lib/i18n.ts";
import { makeUser } from "#web/test/fixtures.ts";
import { renderApp } from "#web/test/render.tsx";
import { AuditEntry } from "./audit-entry.tsx";

const EVENT: AuditEvent = {
  id: "1",
  at: "2026-03-09T08:30:00Z",
  actor: { id: "u1", name: "Ann Lee" },
  action: "office.updated",
  actionLabel: "Office changed",
  targetType: "office",
  targetId: "o1",
  before: { name: "HQ", capacity: 10 },
  after: { name: "HQ", capacity: 12 },
  ip: null,
};

function renderEntry(event: AuditEvent = EVENT) {
  return renderApp(
    <ul>
      <AuditEntry event={event} zone="Europe/Berlin" />
    </ul>,
    { user: makeUser() },
  );
}

describe("an audit entry", () => {
  afterEach(async () => {
    await applyLanguageChoice("en");
  });

  it("says when, what, who and about what, with its changes", () => {
    renderEntry();
    expect(screen.getByText("2026-03-09 09:30:00")).toBeTruthy();
    expect(screen.getByText("Office changed")).toBeTruthy();
    expect(screen.getByText("Ann Lee").parentElement?.textContent).toBe("by Ann Lee");
    expect(screen.getByText("office HQ")).toBeTruthy();
    expect(screen.getByText("1 change")).toBeTruthy();
  });

  it("reads in the reader's language; an action it does not know keeps the server's words", async () => {
    await applyLanguageChoice("de");
    renderEntry();
    expect(screen.getByText("Büro geändert")).toBeTruthy();
    expect(screen.getByText("Ann Lee").parentElement?.textContent).toBe("von Ann Lee");
    expect(screen.getByText("Büro HQ")).toBeTruthy();
    expect(screen.getByText("1 Änderung")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Vorher" })).toBeTruthy();

    renderEntry({ ...EVENT, id: "2", actor: null, action: "desk.painted", actionLabel: "Desk painted" });
    expect(screen.getByText("Desk painted")).toBeTruthy();
    expect(screen.getByText("System").parentElement?.textContent).toBe("vom System");
  });
});

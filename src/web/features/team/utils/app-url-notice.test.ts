import { describe, expect, it } from "vitest";
import { readerIn } from "#web/test/catalogue-reader.ts";
import { appUrlNotice as appUrlNoticeIn } from "./app-url-notice.ts";

/** As an English reader gets it, from the team catalogue. */
const english = readerIn("en", "team");
const appUrlNotice = (appUrl: string, pageOrigin: string, productName: string) =>
  appUrlNoticeIn(appUrl, pageOrigin, productName, english);

describe("appUrlNotice", () => {
  it("warns when the page is opened at another address than APP_URL", () => {
    expect(appUrlNotice("http://localhost:3000", "http://192.168.1.5:3000", "Officely")).toBe(
      "Invitation links point at http://localhost:3000, not the address you are using (http://192.168.1.5:3000). Colleagues may not be able to open them; ask whoever runs Officely to set APP_URL.",
    );
  });

  it("says nothing when the page is opened at APP_URL (a trailing slash or default port aside)", () => {
    expect(appUrlNotice("https://office.example.com/", "https://office.example.com", "Officely")).toBeNull();
    expect(appUrlNotice("https://office.example.com:443", "https://office.example.com", "Officely")).toBeNull();
  });

  it("says nothing for an address it cannot read", () => {
    expect(appUrlNotice("", "http://localhost:3000", "Officely")).toBeNull();
  });
});

/**
 * Screenshots of Settings > Security's single sign-on over SAML 2.0 for a person to look at (not a
 * test): the SAML tab with what to register at the provider, a provider read from its metadata with
 * its certificate's expiry, at 1366 and 390 px, light and dark.
 *   REVIEW_SHOTS=/tmp/shots-saml npx playwright test e2e/review/saml.shots.ts
 */
import { expect, test } from "@playwright/test";
import { startSamlProvider } from "../../src/server/test/saml-provider.ts";
import { signUpTeam } from "../fixtures.ts";
import { SIZES, shotsDir } from "./shots.ts";

test("screenshots of SAML single sign-on at 1366 and 390 px, light and dark", async ({ page }) => {
  test.setTimeout(300_000);
  const dir = shotsDir();
  const idp = await startSamlProvider();
  try {
    await signUpTeam(page, "Ama Boateng");
    for (const step of ["empty", "saved"] as const) {
      if (step === "saved") await page.request.put("/api/team/sso/saml", { data: { metadataUrl: idp.metadataUrl } });
      for (const theme of ["light", "dark"] as const) {
        await page.request.patch("/api/user/preferences", { data: { theme } });
        for (const [name, size] of SIZES) {
          await page.setViewportSize(size);
          await page.goto("/settings?tab=security");
          const sso = page.getByRole("region", { name: "Single sign-on" });
          if (step === "empty") await sso.getByRole("tab", { name: "SAML 2.0" }).click();
          await expect(sso.getByRole("textbox", { name: /ACS/ })).toBeVisible();
          await sso.scrollIntoViewIfNeeded();
          await sso.screenshot({ path: `${dir}/saml-${step}-${name}-${theme}.png` });
        }
      }
    }
  } finally {
    await idp.close();
  }
});

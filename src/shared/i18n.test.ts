import { describe, expect, it } from "vitest";
import { isLanguage, matchLanguage } from "./i18n.ts";

describe("matchLanguage", () => {
  it("takes the first of the browser's languages that Officely speaks, by its primary subtag", () => {
    expect(matchLanguage(["de-AT", "en-US"])).toBe("de");
    expect(matchLanguage(["it-IT", "fr-CA", "es"])).toBe("fr");
    expect(matchLanguage(["EN_us"])).toBe("en");
    expect(matchLanguage([" es-419 "])).toBe("es");
  });

  it("says none when the browser names none of them", () => {
    expect(matchLanguage(["it-IT", "pt-BR", "*"])).toBeNull();
    expect(matchLanguage([])).toBeNull();
    expect(matchLanguage([""])).toBeNull();
  });

  it("knows only the four languages, lower case", () => {
    expect(["en", "de", "fr", "es"].every(isLanguage)).toBe(true);
    expect([" de", "DE", "it", "", null, 1].some(isLanguage)).toBe(false);
  });
});

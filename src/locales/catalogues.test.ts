/**
 * The message catalogues (docs/architecture.md "Languages"): every catalogue exists in every
 * language, German, French and Spanish hold exactly the English ids, each message is valid ICU with
 * the same arguments as its English source (a translation cannot drop `{office}` or invent
 * `{count}`), plural and select messages keep an `other` case, and every id starts with its
 * catalogue's name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CATALOGUES, LANGUAGES, SOURCE_LANGUAGE } from "#shared/i18n.ts";

const LOCALES = new URL("./", import.meta.url);

function readCatalogue(language: string, catalogue: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${language}/${catalogue}.json`, LOCALES), "utf8"));
}

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/** The argument names a compiled message uses, and the problems of its plural and select cases. */
function argumentsOf(message: Compiled, problems: string[] = []): Set<string> {
  const names = new Set<string>();
  const walk = (tokens: Compiled) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, cases] = token as [string, string?, Record<string, Compiled>?];
      names.add(name);
      if (cases && typeof cases === "object") {
        if (["plural", "selectordinal", "select"].includes(type ?? "") && !("other" in cases)) {
          problems.push(`{${name}, ${type}} has no "other" case`);
        }
        for (const part of Object.values(cases)) walk(part);
      }
    }
  };
  walk(message);
  return names;
}

describe("message catalogues", () => {
  it("has one file per language and catalogue, and nothing else", () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(new URL(`${language}/`, LOCALES)).sort();
      expect(files, language).toEqual(CATALOGUES.map((c) => `${c}.json`).sort());
    }
  });

  for (const catalogue of CATALOGUES) {
    const source = readCatalogue(SOURCE_LANGUAGE, catalogue);

    it(`${catalogue}: English ids start with "${catalogue}." and every message is valid ICU`, () => {
      for (const [id, message] of Object.entries(source)) {
        expect(id.startsWith(`${catalogue}.`), id).toBe(true);
        const problems: string[] = [];
        argumentsOf(compileMessageOrThrow(message), problems);
        expect(problems, id).toEqual([]);
      }
    });

    for (const language of LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE)) {
      it(`${catalogue}: ${language} translates every English message with the same arguments`, () => {
        const translated = readCatalogue(language, catalogue);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        for (const [id, english] of Object.entries(source)) {
          const problems: string[] = [];
          const theirs = argumentsOf(compileMessageOrThrow(translated[id] ?? ""), problems);
          expect(problems, `${language} ${id}`).toEqual([]);
          expect([...theirs].sort(), `${language} ${id}`).toEqual(
            [...argumentsOf(compileMessageOrThrow(english))].sort(),
          );
          expect(translated[id]?.trim(), `${language} ${id} is empty`).not.toBe("");
        }
      });
    }
  }

  it("finds a missing argument, an extra one and a plural without other", () => {
    const problems: string[] = [];
    const names = argumentsOf(compileMessageOrThrow("{count, plural, one {# desk in {office}}} on {date}"), problems);
    expect([...names].sort()).toEqual(["count", "date", "office"]);
    expect(problems).toEqual(['{count, plural} has no "other" case']);
    expect(() => compileMessageOrThrow("Book {office")).toThrow();
  });
});

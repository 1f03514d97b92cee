import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { dateStyle } from "#shared/date-formats.ts";
import type { Language } from "#shared/i18n.ts";
import { parseRule } from "#shared/recurrence.ts";
import { ruleWords, seriesWords } from "#shared/rule-words.ts";
import { readerIn } from "#web/test/catalogue-reader.ts";

/** `_` and the date style of `language`, from its recurring catalogue as the web app has it. */
function wordsIn(language: Language) {
  const _ = readerIn(language, "recurring");
  const style = dateStyle(language);
  return (rrule: string, startDate = "2026-11-24", start = "09:00", end = "10:00") => {
    const parsed = parseRule(rrule);
    if (!parsed.ok) throw new Error(parsed.message);
    return ruleWords(_, style, parsed.rule, startDate, start, end);
  };
}

/** Rules and the spec's English words for them, from 24 Nov 2026 (a Tuesday), 09:00–10:00. */
const ENGLISH: [string, string][] = [
  ["FREQ=DAILY", "Every day, 09:00–10:00"],
  ["FREQ=DAILY;INTERVAL=3", "Every 3 days, 09:00–10:00"],
  ["FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "Every weekday, 09:00–10:00"],
  ["FREQ=DAILY;BYDAY=MO,WE;COUNT=1", "Every day on Monday and Wednesday, 09:00–10:00, 1 time"],
  ["FREQ=DAILY;INTERVAL=2;BYDAY=SA,SU", "Every 2 days on Saturday and Sunday, 09:00–10:00"],
  ["FREQ=WEEKLY", "Every Tuesday, 09:00–10:00"],
  ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10", "Every weekday, 09:00–10:00, 10 times"],
  [
    "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR",
    "Every 2 weeks on Monday, Tuesday, Wednesday, Thursday and Friday, 09:00–10:00",
  ],
  ["FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261219", "Every Tuesday and Thursday, 09:00–10:00, until 19 Dec 2026"],
  ["FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4", "Every Monday, Wednesday and Friday, 09:00–10:00, 4 times"],
  ["FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "Every 2 weeks on Monday, 09:00–10:00"],
  ["FREQ=MONTHLY", "Monthly on day 24, 09:00–10:00"],
  ["FREQ=MONTHLY;INTERVAL=3", "Every 3 months on day 24, 09:00–10:00"],
  ["FREQ=MONTHLY;BYMONTHDAY=1,15", "Monthly on day 1 and 15, 09:00–10:00"],
  ["FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=2", "Monthly on day last, 09:00–10:00, 2 times"],
  ["FREQ=MONTHLY;BYDAY=-1FR", "Monthly on the last Friday, 09:00–10:00"],
  [
    "FREQ=MONTHLY;BYDAY=2TU,4TH;UNTIL=20270630",
    "Monthly on the second Tuesday and fourth Thursday, 09:00–10:00, until 30 Jun 2027",
  ],
  ["FREQ=MONTHLY;BYDAY=-2MO", "Monthly on the second from last Monday, 09:00–10:00"],
  ["FREQ=MONTHLY;BYDAY=MO", "Monthly on the Monday, 09:00–10:00"],
  ["FREQ=MONTHLY;BYDAY=WE;BYSETPOS=3", "Monthly on the third Wednesday, 09:00–10:00"],
];

describe("a series' rule in words", () => {
  it("says the spec's English word for word (the API's summary is the same words)", () => {
    const english = wordsIn("en");
    for (const [rrule, words] of ENGLISH) expect(english(rrule), rrule).toBe(words);
  });

  it("says it in German, French and Spanish, with their plurals and dates", () => {
    const [de, fr, es] = (["de", "fr", "es"] as const).map(wordsIn);
    expect(de("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=1")).toBe("Jeden Montag und Mittwoch, 09:00–10:00, 1 Termin");
    expect(de("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20261219")).toBe(
      "Alle 2 Wochen am Dienstag und Donnerstag, 09:00–10:00, bis 19. Dez. 2026",
    );
    expect(de("FREQ=MONTHLY;BYDAY=-1FR;COUNT=6")).toBe("Monatlich am letzten Freitag, 09:00–10:00, 6 Termine");
    expect(de("FREQ=MONTHLY;BYMONTHDAY=1,15")).toBe("Monatlich am 1. und 15., 09:00–10:00");
    expect(fr("FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4")).toBe("Chaque lundi, mercredi et vendredi, 09:00–10:00, 4 fois");
    expect(fr("FREQ=DAILY;INTERVAL=2;UNTIL=20261219")).toBe("Tous les 2 jours, 09:00–10:00, jusqu’au 19 déc. 2026");
    expect(fr("FREQ=MONTHLY;BYMONTHDAY=1")).toBe("Tous les mois, le 1er, 09:00–10:00");
    expect(es("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=1")).toBe("Todos los días laborables, 09:00–10:00, 1 vez");
    expect(es("FREQ=MONTHLY;INTERVAL=2;BYDAY=1MO")).toBe("Cada 2 meses, el primer lunes, 09:00–10:00");
  });

  it("falls back to the server's summary for a rule it cannot read", () => {
    const i18n = setupI18n();
    const series = { rrule: "FREQ=YEARLY", startDate: "2026-11-24", startTime: "09:00", endTime: "10:00" };
    expect(seriesWords(i18n._.bind(i18n), dateStyle("de"), { ...series, summary: "Yearly" })).toBe("Yearly");
  });
});

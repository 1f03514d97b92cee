import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findClassClashes } from "./class-clashes.ts";

/** A throwaway repository root whose src/web holds the given files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "class-clashes-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, "src/web", name, ".."), { recursive: true });
    writeFileSync(join(root, "src/web", name), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("class clashes", () => {
  it("the web app has none: no class list holds two utilities of one group", () => {
    const clashes = findClassClashes();
    expect(clashes.map((c) => `${c.where}: ${c.dropped.join(" ")} in "${c.classes}"`)).toEqual([]);
  });

  it("finds two of one group in a cn call, but not either branch of a ternary", () => {
    const root = project({
      "a.tsx": `
        export const A = ({ on }: { on: boolean }) => <p className={cn("p-2 text-sm", on && "text-xs")} />;
        export const B = ({ on }: { on: boolean }) => <p className={cn("p-2", on ? "text-sm" : "text-xs")} />;
      `,
    });
    expect(findClassClashes(root)).toEqual([
      { where: expect.stringMatching(/a\.tsx:2$/), classes: "p-2 text-sm text-xs", dropped: ["text-sm"] },
    ]);
  });

  it("finds a caller's className that overrides a component's class, also through a wrapper", () => {
    const root = project({
      "box.tsx": `
        const PADS = { sm: "p-2", lg: "p-4" };
        export function Box({ className, pad = "lg" }: { className?: string; pad?: "sm" | "lg" }) {
          return <div className={cn("rounded", PADS[pad], className)} />;
        }
        export function Wrapper({ className }: { className?: string }) {
          return <Box pad="sm" className={className} />;
        }
      `,
      "page.tsx": `
        export const Page = () => (
          <>
            <Box className="m-2" />
            <Box className="p-1" />
            <Box pad="sm" className="rounded-none" />
            <Wrapper className="mt-1" />
            <Wrapper className="p-3" />
          </>
        );
      `,
    });
    expect(findClassClashes(root).map((c) => [c.where.replace(/.*\//, ""), c.classes])).toEqual([
      ["page.tsx:5", "rounded p-4 p-1"],
      ["page.tsx:6", "rounded p-2 rounded-none"],
      ["page.tsx:8", "rounded p-2 p-3"],
    ]);
  });

  it("reads cva variants: the element's, else the defaults", () => {
    const root = project({
      "button.tsx": `
        const buttonVariants = cva("inline-flex", {
          variants: { size: { default: "h-9 text-sm", sm: "h-8 text-xs" } },
          defaultVariants: { size: "default" },
        });
        export function Button({ className, size }: { className?: string; size?: "default" | "sm" }) {
          return <button className={cn(buttonVariants({ size }), className)} />;
        }
        export const Page = () => (
          <>
            <Button className="w-full" />
            <Button size="sm" className="text-sm" />
          </>
        );
      `,
    });
    expect(findClassClashes(root).map((c) => c.classes)).toEqual(["inline-flex h-8 text-xs text-sm"]);
  });

  it("refuses a class list it cannot read rather than pass it", () => {
    const root = project({ "a.tsx": "export const A = () => <p className={cn('p-2', pick())} />;" });
    expect(() => findClassClashes(root)).toThrow(/a\.tsx:1: cannot tell which classes `pick\(\)` gives/);
  });
});

import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Testing Library unmounts after each test by itself only where the runner's globals are on.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

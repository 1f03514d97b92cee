import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { createMutationHook } from "./create-mutation-hook.ts";

function setup() {
  const client = new QueryClient();
  const log: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, log, wrapper };
}

describe("createMutationHook", () => {
  it("runs the operation's callbacks, refreshes `invalidates`, then the caller's callbacks", async () => {
    const { client, log, wrapper } = setup();
    const invalidated: unknown[] = [];
    const original = client.invalidateQueries.bind(client);
    client.invalidateQueries = (filters, options) => {
      invalidated.push(filters?.queryKey);
      log.push("invalidate");
      return original(filters, options);
    };
    const useThing = createMutationHook({
      mutationFn: async (n: number) => n * 2,
      onSuccess: async (data) => {
        await Promise.resolve();
        log.push(`own success ${data}`);
      },
      invalidates: [["things"], ["others"]],
    });
    const { result } = renderHook(
      () =>
        useThing({
          mutationConfig: {
            onSuccess: (data, n) => void log.push(`their success ${data} ${n}`),
            onSettled: () => void log.push("their settled"),
          },
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(21));
    expect(log).toEqual(["own success 42", "their success 42 21", "invalidate", "invalidate", "their settled"]);
    expect(invalidated).toEqual([["things"], ["others"]]);
  });

  it("stays pending until `invalidates` has refreshed what the change touched", async () => {
    const { wrapper } = setup();
    let refreshed!: () => void;
    const refresh = new Promise<void>((resolve) => {
      refreshed = resolve;
    });
    const useThing = createMutationHook({ mutationFn: async () => "done", invalidates: () => refresh });
    const { result } = renderHook(() => useThing(), { wrapper });
    act(() => result.current.mutate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.isPending).toBe(true);
    act(() => refreshed());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it("keeps the operation's rollback when the caller handles the error too", async () => {
    const { log, wrapper } = setup();
    const useThing = createMutationHook({
      mutationFn: async (): Promise<number> => {
        throw new Error("refused");
      },
      retry: false,
      onMutate: () => ({ snapshot: "before" }),
      onError: (_error, _variables, context) => void log.push(`rollback to ${context?.snapshot}`),
    });
    const { result } = renderHook(
      () => useThing({ mutationConfig: { onError: (error) => void log.push(`their error ${error.message}`) } }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(log).toEqual(["rollback to before", "their error refused"]);
  });

  it("lets the caller override the operation's defaults", async () => {
    const { wrapper } = setup();
    let calls = 0;
    const useThing = createMutationHook({
      mutationFn: async () => {
        calls += 1;
        throw new Error("down");
      },
      retry: false,
    });
    const { result } = renderHook(() => useThing({ mutationConfig: { retry: 1, retryDelay: 0 } }), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(2);
  });
});

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginBody } from "../../../../shared/schemas/auth.ts";
import type { User } from "../../../../shared/schemas/user.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { USER_QUERY_KEY } from "../../../lib/current-user.ts";
import { STORAGE_KEYS, writeLocal } from "../../../lib/storage-keys.ts";

/** POST /api/login. Stores the user; after 300 ms refreshes the user and every /api query. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest<{ user: User }>("POST", "/api/login", body),
    retry: false,
    onSuccess: ({ user }) => {
      writeLocal(STORAGE_KEYS.sessionInvalidated, null);
      if (!user.onboardingCompleted && !user.hasSeenOnboarding) {
        writeLocal(STORAGE_KEYS.showOnboarding, "true");
        writeLocal(STORAGE_KEYS.newUser, "true");
      }
      qc.setQueryData(USER_QUERY_KEY, user);
      setTimeout(() => {
        void qc.invalidateQueries({
          predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith("/api"),
        });
      }, 300);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Office, UpdateOfficeBody } from "../../../../shared/schemas/office.ts";
import { OFFICES_QUERY_KEY } from "../../../lib/api/get-offices.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** PATCH /api/offices/{id}; `{ isActive: false }` deactivates. */
export function useUpdateOffice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateOfficeBody }) =>
      apiRequest<Office>("PATCH", `/api/offices/${id}`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: OFFICES_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateOfficeBody, Office } from "../../../../shared/schemas/office.ts";
import { OFFICES_QUERY_KEY } from "../../../lib/api/get-offices.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/offices (team_manager and above). */
export function useCreateOffice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfficeBody) => apiRequest<Office>("POST", "/api/offices", body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: OFFICES_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] });
    },
  });
}

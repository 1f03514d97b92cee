import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
  notificationPreferencesSchema,
  REMINDER_LEAD_MINUTES,
} from "#shared/schemas/notification.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { NativeSelect } from "#web/components/ui/input.tsx";
import { QueryState } from "#web/components/ui/query-state.tsx";
import { Switch } from "#web/components/ui/switch.tsx";
import { errorMessage } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useNotificationPreferences } from "../api/get-notification-preferences.ts";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences.ts";

/** What each kind is called in the preferences table. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  booking_confirmed: "Booking made for you by someone else",
  booking_changed: "Booking changed by someone else",
  booking_cancelled: "Booking cancelled by someone else",
  booking_released: "Booking released (nobody checked in)",
  booking_reminder: "Reminder before a booking starts",
  series_skipped: "Recurring dates skipped",
  invitation_accepted: "Invitation accepted",
  role_changed: "Your role changed",
  trial_ending: "Trial ending (team admins)",
};

/** /settings?tab=notifications: loads the preferences, then shows the form. */
export function NotificationPreferencesSection() {
  const query = useNotificationPreferences();
  return <QueryState query={query}>{(prefs) => <NotificationPreferencesForm preferences={prefs} />}</QueryState>;
}

/** In-app and e-mail switches per kind, and the reminder lead time (PUT /api/user/notification-preferences). */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: preferences,
  });
  useEffect(() => form.reset(preferences), [preferences, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({
          title: "Preferences saved",
          description: "Your notification choices are updated.",
          variant: "success",
        });
      },
      onError: (error) => form.setError("root", { message: errorMessage(error, "Could not save the preferences.") }),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-6" noValidate>
      <FormField id="reminder-lead" label="Remind me before a booking starts" className="max-w-xs">
        {(control) => (
          <Controller
            control={form.control}
            name="reminderLeadMinutes"
            render={({ field }) => (
              <NativeSelect
                {...control}
                value={String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {REMINDER_LEAD_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {m} minutes
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </FormField>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm">
          <caption className="sr-only">Notification channels for each kind</caption>
          <thead className="bg-zinc-50 text-left text-xs font-medium text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-3 py-2">
                Notification
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-center">
                In app
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-center">
                E-mail
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="px-3 py-2.5 text-left font-normal text-zinc-800 dark:text-zinc-200">
                  {KIND_LABELS[kind]}
                </th>
                {(["inApp", "email"] as const).map((channel) => (
                  <td key={channel} className="px-3 py-2.5 text-center">
                    <Controller
                      control={form.control}
                      name={`kinds.${kind}.${channel}`}
                      render={({ field }) => (
                        <Switch
                          checked={field.value}
                          onCheckedChange={field.onChange}
                          aria-label={`${KIND_LABELS[kind]}: ${channel === "inApp" ? "in app" : "e-mail"}`}
                        />
                      )}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {form.formState.errors.root ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {form.formState.errors.root.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
          <Save className="size-4" aria-hidden="true" />
          {update.isPending ? "Saving…" : "Save preferences"}
        </Button>
      </div>
    </form>
  );
}

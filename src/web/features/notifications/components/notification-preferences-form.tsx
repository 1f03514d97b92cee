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
import { useCatalogue } from "#web/lib/i18n.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useNotificationPreferences } from "../api/get-notification-preferences.ts";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences.ts";

/** The message id of what each kind is called in the preferences table. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  booking_confirmed: "notifications.kind.booking_confirmed",
  booking_changed: "notifications.kind.booking_changed",
  booking_cancelled: "notifications.kind.booking_cancelled",
  booking_released: "notifications.kind.booking_released",
  booking_reminder: "notifications.kind.booking_reminder",
  series_skipped: "notifications.kind.series_skipped",
  invitation_accepted: "notifications.kind.invitation_accepted",
  role_changed: "notifications.kind.role_changed",
  trial_ending: "notifications.kind.trial_ending",
  webhook_disabled: "notifications.kind.webhook_disabled",
};

/** /settings?tab=notifications: loads the preferences, then shows the form. */
export function NotificationPreferencesSection() {
  const query = useNotificationPreferences();
  return <QueryState query={query}>{(prefs) => <NotificationPreferencesForm preferences={prefs} />}</QueryState>;
}

/** In-app and e-mail switches per kind, and the reminder lead time (PUT /api/user/notification-preferences). */
export function NotificationPreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const { _ } = useCatalogue("notifications");
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
          title: _("notifications.prefs.saved.title"),
          description: _("notifications.prefs.saved.description"),
          variant: "success",
        });
      },
      onError: (error) => form.setError("root", { message: errorMessage(error, _("notifications.prefs.notSaved")) }),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-6" noValidate>
      <FormField id="reminder-lead" label={_("notifications.prefs.reminder")} className="max-w-xs">
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
                    {_("notifications.prefs.reminder.minutes", { count: m })}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </FormField>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-sm">
          <caption className="sr-only">{_("notifications.prefs.table.caption")}</caption>
          <thead className="bg-zinc-50 text-left text-xs font-medium text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-3 py-2">
                {_("notifications.prefs.table.kind")}
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-center">
                {_("notifications.prefs.table.inApp")}
              </th>
              <th scope="col" className="w-20 px-3 py-2 text-center">
                {_("notifications.prefs.table.email")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="px-3 py-2.5 text-left font-normal text-zinc-800 dark:text-zinc-200">
                  {_(KIND_LABELS[kind])}
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
                          aria-label={_(
                            channel === "inApp"
                              ? "notifications.prefs.switch.inApp"
                              : "notifications.prefs.switch.email",
                            { kind: _(KIND_LABELS[kind]) },
                          )}
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
          {update.isPending ? _("notifications.prefs.saving") : _("notifications.prefs.save")}
        </Button>
      </div>
    </form>
  );
}

/** Where a tour step points: the `data-tour` attribute of a real element of the shell or home page. */
export interface TourStep {
  id: "welcome" | "calendar-views" | "office-selector" | "quick-booking" | "account-menu" | "help-toggle";
  anchor: string;
  side: "top" | "right" | "bottom" | "left";
  /** A message id of the onboarding catalogue; its message may name `{product}`, the product's name. */
  title: string;
  /** A message id of the onboarding catalogue. */
  body: string;
}

/**
 * The six steps of spec section 2 "Onboarding tour", in its order. The first shows as a first-time
 * user's dashboard loads, so its messages hold no plural, number or date argument (docs/architecture.md
 * "Languages": the first render uses no `Intl`).
 */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    anchor: "welcome",
    side: "bottom",
    title: "onboarding.step.welcome.title",
    body: "onboarding.step.welcome.body",
  },
  {
    id: "calendar-views",
    anchor: "calendar-views",
    side: "right",
    title: "onboarding.step.calendarViews.title",
    body: "onboarding.step.calendarViews.body",
  },
  {
    id: "office-selector",
    anchor: "office-selector",
    side: "top",
    title: "onboarding.step.officeSelector.title",
    body: "onboarding.step.officeSelector.body",
  },
  {
    id: "quick-booking",
    anchor: "quick-booking",
    side: "top",
    title: "onboarding.step.quickBooking.title",
    body: "onboarding.step.quickBooking.body",
  },
  {
    id: "account-menu",
    anchor: "account-menu",
    side: "right",
    title: "onboarding.step.accountMenu.title",
    body: "onboarding.step.accountMenu.body",
  },
  {
    id: "help-toggle",
    anchor: "help-toggle",
    side: "bottom",
    title: "onboarding.step.helpToggle.title",
    body: "onboarding.step.helpToggle.body",
  },
];

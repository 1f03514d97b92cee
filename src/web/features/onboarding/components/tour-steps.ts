/** Where a tour step points: the `data-tour` attribute of a real element of the shell or home page. */
export interface TourStep {
  id: "welcome" | "calendar-views" | "office-selector" | "quick-booking" | "account-menu" | "help-toggle";
  anchor: string;
  side: "top" | "right" | "bottom" | "left";
  title: string;
  body: string;
}

/** The six steps of spec section 2 "Onboarding tour", in its order. `{product}` is the product's name. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: "welcome",
    anchor: "welcome",
    side: "bottom",
    title: "Welcome to {product}",
    body: "This is your home page: your bookings, your team's activity and the offices at a glance. Here is a one-minute look around.",
  },
  {
    id: "calendar-views",
    anchor: "calendar-views",
    side: "right",
    title: "Calendar views",
    body: "Day, Week and Month show who has booked which office. Pick a free slot in any of them to book it.",
  },
  {
    id: "office-selector",
    anchor: "office-selector",
    side: "top",
    title: "Choose an office",
    body: "Your team's offices, favourites first. Star one to keep it at the top; each shows its seats.",
  },
  {
    id: "quick-booking",
    anchor: "quick-booking",
    side: "top",
    title: "Quick booking",
    body: "Quick Book turns quick-booking mode on and opens the day view, where one click books an hour. Ctrl+B (⌘B on a Mac) takes you there from anywhere.",
  },
  {
    id: "account-menu",
    anchor: "account-menu",
    side: "right",
    title: "Your account",
    body: "Your name and role, and Sign Out. Settings and Preferences keep your profile, notifications and display choices.",
  },
  {
    id: "help-toggle",
    anchor: "help-toggle",
    side: "bottom",
    title: "Help when you need it",
    body: "Turn help tooltips on or off here. Shift+? lists every keyboard shortcut.",
  },
];

/**
 * Whether a modal dialog is open on the page (a Radix dialog or alert dialog: role dialog or
 * alertdialog, data-state open). A note that can wait (a teammate's change, say) is not toasted over
 * one: a toast mounted above a dialog takes the next Escape, which the person meant for the dialog.
 */
export function isModalOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') !== null;
}

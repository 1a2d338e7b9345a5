/** Texts of the super admin's list of notifications that could not be delivered. */
export const failedNotificationMessages = {
  title: "Notifications that could not be sent",
  description:
    "These e-mails (new leads, password resets, invitations) and CRM webhook calls failed after their retries, or were refused outright. Fix the cause shown (the address, the mail server or webhook settings), then send them again.",
  loadFailed: "The failed notifications could not be loaded.",
  retry: "Send again",
  retrying: "Sending again…",
  retried: "Queued to be sent again.",
  retryFailed: "This notification could not be queued again. Reload the list and try again.",
  tryAgain: "Try again",
  email: "E-mail",
  webhook: "Webhook",
} as const;

export function failedCountLabel(total: number): string {
  return `${total} ${total === 1 ? "notification" : "notifications"} failed`;
}

export function attemptsLabel(attempts: number): string {
  return `${attempts} ${attempts === 1 ? "attempt" : "attempts"}`;
}

export function retryLabel(subject: string, recipient: string): string {
  return `Send again: ${subject} to ${recipient}`;
}

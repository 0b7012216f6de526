/**
 * The texts of the pages a newsletter email links to (confirm, unsubscribe).
 * Apart from the form texts, so that pages with a signup form do not carry them.
 */
export const SUBSCRIPTION_PAGE_MESSAGES = {
  confirmTitle: "Confirm your subscription",
  confirmButton: "Confirm subscription",
  confirmed: "You are subscribed. Thank you for confirming!",
  alreadyConfirmed: "You are subscribed: this link has confirmed it already, so there is nothing more to do.",
  confirmInvalid: "This confirmation link is not valid any more. It may have been used already or be over 7 days old.",
  confirmFailed: "Your subscription could not be confirmed just now. Please try again in a moment.",
  unsubscribeTitle: "Unsubscribe",
  unsubscribeButton: "Unsubscribe",
  unsubscribed: "You are unsubscribed and will receive no more newsletter emails.",
  unsubscribeInvalid: "This unsubscribe link is not valid. Please use the link from your latest email.",
  unsubscribeSample:
    "This is the link at the foot of every newsletter. In the copies subscribers get, it leads here to unsubscribe them; in a preview or a test copy it unsubscribes nobody.",
  unsubscribeFailed: "You could not be unsubscribed just now. Please try again in a moment.",
} as const;

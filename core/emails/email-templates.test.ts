import { describe, expect, it } from "vitest";
import { adminInviteEmail } from "./admin-invite-email";
import { bookingAlertEmail } from "./booking-alert-email";
import { bookingEmail } from "./booking-email";
import { bookingWaitlistEmail } from "./booking-waitlist-email";
import { contactAlertEmail } from "./contact-alert-email";
import { contactReplyEmail } from "./contact-reply-email";
import { passwordResetEmail } from "./password-reset-email";
import { subscriptionConfirmEmail } from "./subscription-confirm-email";

const visitor = {
  name: "Zoë <b>O'Brien</b>",
  email: "zoe@example.org",
  subject: "Fees & <script>alert(1)</script>",
  message: "Line one\nLine <img src=x onerror=alert(1)> two",
};

const templates = {
  alert: contactAlertEmail({
    siteName: "Steady Path",
    messageUrl: "https://coach.example.com/admin/inbox?message=1",
    message: visitor,
  }),
  reply: contactReplyEmail({
    siteName: "Steady Path",
    subject: "Re: Fees",
    body: "Thank you <3\nSee you soon.",
    original: { name: visitor.name, sentAt: "Mar 5, 2026, 3:04 PM", message: visitor.message },
    quotedText: "> Line one",
  }),
  confirm: subscriptionConfirmEmail({
    siteName: "Steady Path",
    firstName: "Zoë",
    confirmUrl: "https://coach.example.com/newsletter/confirm?token=abc",
    unsubscribeUrl: "https://coach.example.com/newsletter/unsubscribe?token=def",
  }),
  reset: passwordResetEmail({
    siteName: "Steady Path",
    resetUrl: "https://coach.example.com/admin/reset-password?token=x",
  }),
  invite: adminInviteEmail({
    siteName: "Steady Path",
    name: "Sam <i>Rivera</i>",
    invitedBy: "Olivia Owner",
    acceptUrl: "https://coach.example.com/admin/invite/tok",
  }),
  booking: bookingEmail({
    kind: "confirmed",
    siteName: "Steady Path",
    name: visitor.name,
    sessionName: "Free Consultation",
    durationMinutes: 30,
    whenVisitor: "Tuesday, March 10, 2026 at 7:30 PM GMT+5:30",
    whenBusiness: "Tuesday, March 10, 2026 at 10:00 AM EDT",
    day: "Tuesday, March 10",
    price: "Free",
    howToPay: "",
    location: "Video call: https://meet.example.com/x",
    rescheduleUrl: "https://coach.example.com/bookings/tok/reschedule",
    cancelUrl: "https://coach.example.com/bookings/tok/cancel",
    bookUrl: "https://coach.example.com/book/free-consultation",
    changeCutoff: "24 hours",
  }),
  bookingAlert: bookingAlertEmail({
    kind: "booked",
    siteName: "Steady Path",
    visitor: { name: visitor.name, email: visitor.email, timeZone: "Asia/Kolkata" },
    sessionName: "Free Consultation",
    durationMinutes: 30,
    when: "Tuesday, March 10, 2026 at 10:00 AM EDT",
    day: "Tuesday, March 10",
    pending: false,
    answers: [{ questionId: "q", question: "What brings you?", answer: visitor.message }],
    bookingUrl: "https://coach.example.com/admin/bookings/1",
  }),
  waitlist: bookingWaitlistEmail({
    siteName: "Steady Path",
    name: visitor.name,
    sessionName: "Money Strategy Session",
    bookUrl: "https://coach.example.com/book/money-strategy-session",
  }),
};

describe("email templates", () => {
  it.each(Object.entries(templates))("%s: an HTML part for a narrow mail client and a plain-text part", (_, email) => {
    expect(email.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(email.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    // One column that narrows with the window rather than a fixed width.
    expect(email.html).toContain("max-width:560px");
    expect(email.html).not.toMatch(/width="[0-9]{3,}"/);
    expect(email.text.trim().length).toBeGreaterThan(20);
    expect(email.text).not.toMatch(/<(p|a|table|div|strong)[\s>]/);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it("shows what a visitor typed as text, never as markup", () => {
    for (const email of [templates.alert, templates.reply, templates.bookingAlert]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain("<img src=x");
      expect(email.html).not.toContain("<b>O'Brien</b>");
    }
    expect(templates.alert.html).toContain("Fees &amp; &lt;script&gt;");
    expect(templates.alert.text).toContain(visitor.message);
  });

  it("puts each link in both parts", () => {
    expect(templates.alert.text).toContain("https://coach.example.com/admin/inbox?message=1");
    expect(templates.alert.html).toContain('href="https://coach.example.com/admin/inbox?message=1"');
    expect(templates.confirm.text).toContain("https://coach.example.com/newsletter/confirm?token=abc");
    expect(templates.confirm.html).toContain('href="https://coach.example.com/newsletter/unsubscribe?token=def"');
    expect(templates.reset.html).toContain('href="https://coach.example.com/admin/reset-password?token=x"');
    expect(templates.invite.text).toContain("https://coach.example.com/admin/invite/tok");
    expect(templates.invite.html).toContain('href="https://coach.example.com/admin/invite/tok"');
    for (const link of [
      "https://coach.example.com/bookings/tok/reschedule",
      "https://coach.example.com/bookings/tok/cancel",
    ]) {
      expect(templates.booking.text).toContain(link);
      expect(templates.booking.html).toContain(`href="${link}"`);
    }
    expect(templates.waitlist.html).toContain('href="https://coach.example.com/book/money-strategy-session"');
    expect(templates.bookingAlert.html).toContain('href="https://coach.example.com/admin/bookings/1"');
  });

  it("greets the invited admin by the name typed at invitation, as text", () => {
    expect(templates.invite.text).toContain("Hello Sam <i>Rivera</i>,");
    expect(templates.invite.html).toContain("Hello Sam &lt;i&gt;Rivera&lt;/i&gt;,");
  });
});

import type { FaqCategoryName } from "#rules/allowed-values";

/**
 * The FAQ a new site starts with, by category (General, Coaching, Pricing,
 * Events). The owner edits it at /admin/faq; see core/seed/initial-content.ts.
 */

export const ANOTHER_QUESTION = "What if I have another question?";

type InitialFaqItem = { question: string; answer: string[] };

export const INITIAL_FAQ: { name: FaqCategoryName; items: InitialFaqItem[] }[] = [
  {
    name: "General",
    items: [
      {
        question: "Who is financial coaching for?",
        answer: [
          "For anyone who feels stressed, stuck or embarrassed about money, whatever their income. Many of our clients earn a good salary and still feel like it disappears; others are rebuilding after a divorce, a job loss or medical bills.",
          "You do not need to be organised before you start. Getting organised is part of what we do together.",
        ],
      },
      {
        question: "Is this financial advice or therapy?",
        answer: [
          "Neither. We do not sell investments or insurance, and we are not therapists. Coaching focuses on your habits, your numbers and a plan you can follow, with someone in your corner while you do it.",
        ],
      },
      {
        question: "How quickly will I hear back from you?",
        answer: ["We reply to every message within 72 hours, usually sooner."],
      },
      {
        question: ANOTHER_QUESTION,
        answer: [
          "Ask us directly. Send your question and a real person from our team will answer it, usually well within 72 hours.",
        ],
      },
    ],
  },
  {
    name: "Coaching",
    items: [
      {
        question: "What happens in the Money Strategy Session?",
        answer: [
          "Before the session you fill in our Financial Prep Worksheet, so we start from your real numbers. In the session (about 2.5 hours, on a video call) we go through your income, spending, debts and goals together.",
          "You leave with your Money Strategy: a written, personalised plan with your next steps in order.",
        ],
      },
      {
        question: "Why do you take only 2 new clients a month?",
        answer: [
          "Each plan is built by hand, and each new client gets our full attention. That means a wait of about 30 days for a first session, and a coach who knows your situation when you meet.",
        ],
      },
      {
        question: "Is the free consultation a commitment?",
        answer: [
          "No. Requesting a consultation is only an expression of interest. It is a short call to see whether we are a good fit, with no pressure to book anything.",
        ],
      },
    ],
  },
  {
    name: "Pricing",
    items: [
      {
        question: "How much does coaching cost?",
        answer: [
          "The Money Strategy Session costs $497 and includes the prep worksheet, the session and your written plan.",
        ],
      },
      {
        question: "Do you offer payment plans?",
        answer: [
          "Yes. Payment plans are available; ask us during your free consultation and we will find one that fits.",
        ],
      },
      {
        question: "Can I get a refund?",
        answer: [
          "Sessions are not refundable once booked, because we reserve the time and prepare for you in advance. If something comes up, talk to us and we will look for a new date.",
        ],
      },
    ],
  },
  {
    name: "Events",
    items: [
      {
        question: "How do the workshops work?",
        answer: [
          "Workshops are live on a video meeting service, in small groups, with time for questions. They are not recorded, so people can speak freely.",
        ],
      },
      {
        question: "Can I move my seat to another date?",
        answer: ["Yes, with at least 24 hours notice before the workshop starts."],
      },
      {
        question: "Do I need to prepare anything?",
        answer: [
          "Just bring a notebook and, if you like, a recent bank statement. Nobody will ask you to share your numbers with the group.",
        ],
      },
    ],
  },
];

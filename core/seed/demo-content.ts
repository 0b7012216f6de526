/**
 * Demo content for a fresh install: a pure data module (no I/O).
 *
 * Every public page and admin screen gets real-looking rows from this file.
 * Images are not stored here; rows that need one carry a small description
 * (portrait colours, cover palette) and the seeding code draws the image.
 *
 * Rules the data keeps (the seed tests rely on them):
 * - Names pass the contact form rule: letters, spaces, hyphens, apostrophes, periods.
 * - Emails use example.com / example.org only.
 * - Contact messages are 10 to 2000 characters, with no links, none of the
 *   spam words, and no character repeated 5 or more times in a row.
 * - Class slugs follow the slug rule: lowercase letters, digits and hyphens.
 * - Class dates are relative to the day the seed runs (daysFromToday / daysAgo).
 */

import type { sessionTypes } from "#db/schema";
import type {
  ClassCategory,
  ClassStatus,
  HeroPage,
  MessagePriority,
  MessageStatus,
  SubscriberStatus,
  TestimonialLocation,
} from "#rules/allowed-values";
import type { Weekday, WeeklyRange } from "#rules/booking-data";

type DemoPortrait = {
  seed: number;
  skin: string;
  hair: string;
  shirt: string;
  background: string;
};

// ---------------------------------------------------------------------------
// Team members

type DemoTeamMember = {
  key: string;
  name: string;
  role: string;
  bio: string;
  qualifications: string;
  quote: string;
  email: string;
  displayOrder: number;
  status: "active" | "inactive";
  portrait: DemoPortrait;
};

export const demoTeamMembers: DemoTeamMember[] = [
  {
    key: "lead-coach",
    name: "Dana Whitfield",
    role: "Founder & Lead Financial Coach",
    bio:
      "Dana started coaching after spending her twenties juggling credit card balances and avoiding her bank app. " +
      "She knows what it feels like to open a bill with your stomach in a knot, and she built our coaching around " +
      "one idea: nobody does their best thinking while they feel ashamed.\n\n" +
      "Today she leads every Money Strategy Session herself. She works with a small number of clients each month so " +
      "she can give each person her full attention, and she still gets a little emotional when a client tells her " +
      "they finally checked their balance without dreading it.",
    qualifications:
      "Accredited Financial Counselor (AFC). 12 years of coaching experience. Former credit union member services lead.",
    quote: "Your numbers are information, not a verdict on who you are.",
    email: "dana.whitfield@example.com",
    displayOrder: 1,
    status: "active",
    portrait: {
      seed: 0,
      skin: "#e0ac8a",
      hair: "#4a2f23",
      shirt: "#2f6f73",
      background: "#f3e6d8",
    },
  },
  {
    key: "debt-coach",
    name: "Marcus Reyes",
    role: "Financial Coach, Debt Strategy",
    bio:
      "Marcus helps clients untangle debt: credit cards, medical bills, car loans and student loans that seem to " +
      "multiply when you are not looking. He is calm, practical and very good at turning a frightening pile of " +
      "statements into a plan you can actually follow.\n\n" +
      "He teaches our Debt Payoff Masterclass and is known for his whiteboard sketches and his patience with " +
      "questions people are embarrassed to ask.",
    qualifications:
      "Certified Credit Counselor. Bachelor's degree in economics. 8 years working in nonprofit debt counseling.",
    quote: "Progress you can keep beats a perfect plan you abandon in March.",
    email: "marcus.reyes@example.com",
    displayOrder: 2,
    status: "active",
    portrait: {
      seed: 1,
      skin: "#8d5a3b",
      hair: "#1f1a17",
      shirt: "#3d5a80",
      background: "#dfe9f2",
    },
  },
  {
    key: "workshop-coordinator",
    name: "Priya Natarajan",
    role: "Client Care & Workshop Coordinator",
    bio:
      "Priya is usually the first person you hear from. She answers questions, schedules consultations and hosts " +
      "our community workshops, making sure everyone feels welcome whether they join with their camera on or off. " +
      "She also runs our Budgeting Without the Guilt workshop, where she shares the simple spending plan she used " +
      "to pay for her own graduate school.",
    qualifications:
      "Certified Financial Education Instructor. Master's degree in adult education. Trained in trauma-informed facilitation.",
    quote: "Small steps count. They are usually the ones that last.",
    email: "priya.natarajan@example.com",
    displayOrder: 3,
    status: "active",
    portrait: {
      seed: 2,
      skin: "#c68863",
      hair: "#2b1b14",
      shirt: "#8a4f7d",
      background: "#f6e3e1",
    },
  },
];

// ---------------------------------------------------------------------------
// Testimonials

type DemoTestimonial = {
  name: string;
  quote: string;
  location: TestimonialLocation;
  displayOrder: number;
  status: "active" | "inactive";
  withImage: boolean;
  portrait?: DemoPortrait;
};

export const demoTestimonials: DemoTestimonial[] = [
  // Home page carousel: 4 active, 1 inactive
  {
    name: "Alicia M.",
    quote:
      "I came in convinced I was just bad with money. I left with a plan that fits my real life, and for the first " +
      "time in years I know where my paycheck is going before it arrives.",
    location: "home_carousel",
    displayOrder: 1,
    status: "active",
    withImage: true,
    portrait: { seed: 10, skin: "#d9a07b", hair: "#6b3e26", shirt: "#d98c5f", background: "#fbeee0" },
  },
  {
    name: "James and Toni R.",
    quote:
      "We used to avoid talking about money because it always turned into an argument. Now we have a monthly " +
      "money date and an actual shared goal. It has honestly made our marriage calmer.",
    location: "home_carousel",
    displayOrder: 2,
    status: "active",
    withImage: true,
    portrait: { seed: 11, skin: "#7a4b32", hair: "#231815", shirt: "#4f7c5a", background: "#e4efe3" },
  },
  {
    name: "Kevin O'Brien",
    quote:
      "No lectures, no judgement. Just clear next steps. Eight months later I have paid off two credit cards and " +
      "started a small emergency fund.",
    location: "home_carousel",
    displayOrder: 3,
    status: "active",
    withImage: true,
    portrait: { seed: 12, skin: "#f0c7a8", hair: "#b5651d", shirt: "#35577d", background: "#e3ebf5" },
  },
  {
    name: "Rosa Delgado",
    quote:
      "I was three months behind on everything and too embarrassed to tell anyone. My coach helped me sort out " +
      "what to pay first and who to call. I sleep so much better now.",
    location: "home_carousel",
    displayOrder: 4,
    status: "active",
    withImage: true,
    portrait: { seed: 13, skin: "#b97a56", hair: "#3a2418", shirt: "#a64b5b", background: "#f5e1e4" },
  },
  {
    name: "Henry Park",
    quote:
      "The session helped me see that retiring a few years later than planned is a choice I can live with, " +
      "and that there are things I can start doing now.",
    location: "home_carousel",
    displayOrder: 5,
    status: "inactive",
    withImage: true,
    portrait: { seed: 14, skin: "#e8bd98", hair: "#9a9a9a", shirt: "#5b6770", background: "#ececec" },
  },

  // Coaching page: featured testimonial
  {
    name: "Natalie W.",
    quote:
      "The Money Strategy Session was the best money I have spent on myself. I walked away with a written plan, " +
      "a realistic timeline for my debt, and the feeling that someone was genuinely in my corner.",
    location: "coaching_main",
    displayOrder: 1,
    status: "active",
    withImage: true,
    portrait: { seed: 15, skin: "#c98e6b", hair: "#2e1f1a", shirt: "#2f6f73", background: "#e0f0ee" },
  },

  // Coaching page: the three steps
  {
    name: "Derek S.",
    quote:
      "The prep worksheet took me about an hour. Just writing everything down in one place took a weight off " +
      "my shoulders before the session even started.",
    location: "coaching_step1",
    displayOrder: 1,
    status: "active",
    withImage: false,
  },
  {
    name: "Monique L.",
    quote:
      "The live session felt like talking with a friend who happens to be very good with numbers. " +
      "I never felt rushed, and every question got a real answer.",
    location: "coaching_step2",
    displayOrder: 1,
    status: "active",
    withImage: false,
  },
  {
    name: "Sam K.",
    quote:
      "My Money Strategy is taped to the inside of my kitchen cabinet. Whenever I feel unsure I look at it and " +
      "remember exactly what my next step is.",
    location: "coaching_step3",
    displayOrder: 1,
    status: "active",
    withImage: false,
  },
];

// ---------------------------------------------------------------------------
// Class types

type DemoClassType = {
  key: string;
  title: string;
  slug: string;
  description: string;
  category: ClassCategory;
  status: ClassStatus;
  /** How registrants pay; shown beside the price and in confirmations. */
  howToPay: string;
  instructorKey: string;
  whatYouGet: string[];
  agenda: { time: string; topic: string; description: string }[];
  testimonials: { name: string; quote: string }[];
  cover: { palette: [string, string, string] };
};

export const demoClassTypes: DemoClassType[] = [
  {
    key: "budgeting-workshop",
    title: "Budgeting Without the Guilt",
    slug: "budgeting-without-the-guilt",
    description:
      "A friendly, judgement-free workshop for anyone who has tried budgeting before and felt like they failed. " +
      "We will build a simple spending plan around your real income and real life, including the fun parts. " +
      "Each date is held live on Zoom and is never recorded, so you can ask questions freely.",
    category: "workshop",
    status: "active",
    howToPay:
      "Free dates need no payment. For a paid date we email a secure card payment link two days before it, " +
      "and you pay before you join.",
    instructorKey: "workshop-coordinator",
    whatYouGet: [
      "A simple one-page spending plan template you can keep using",
      "A way to plan for irregular bills so they stop catching you off guard",
      "Tips for tracking spending in ten minutes a week",
      "Live answers to your questions from a financial coach",
      "A follow-up email with the worksheet and a short checklist",
    ],
    agenda: [
      {
        time: "First 15 min",
        topic: "Welcome and money check-in",
        description: "A short, no-pressure check-in on how money feels for you right now.",
      },
      {
        time: "20 min",
        topic: "Why budgets break",
        description: "The common reasons budgets fail, and why none of them mean you are bad with money.",
      },
      {
        time: "30 min",
        topic: "Build your spending plan",
        description: "We fill in the one-page plan together, step by step, using your own numbers.",
      },
      {
        time: "15 min",
        topic: "Irregular and surprise expenses",
        description: "Setting aside small amounts for the bills that only show up a few times a year.",
      },
      {
        time: "Last 10 min",
        topic: "Questions and next steps",
        description: "Open questions, plus one small action to take this week.",
      },
    ],
    testimonials: [
      {
        name: "Lauren P.",
        quote: "I have downloaded a dozen budget apps. This is the first plan I have stuck with for more than a month.",
      },
      {
        name: "Omar H.",
        quote: "Priya made it feel normal to be behind. I left with a plan and without the guilt.",
      },
      {
        name: "Beth A.",
        quote: "The irregular expenses part alone was worth it. Car registration no longer ruins my month.",
      },
    ],
    cover: { palette: ["#2f6f73", "#f3e6d8", "#e3a857"] },
  },
  {
    key: "debt-masterclass",
    title: "Debt Payoff Masterclass",
    slug: "debt-payoff-masterclass",
    description:
      "A practical evening masterclass on getting out of debt at a pace you can sustain. " +
      "We compare the snowball and avalanche methods, talk through calling creditors, and help you choose an " +
      "order of payoff that fits your situation. Held live on Zoom and not recorded.",
    category: "masterclass",
    status: "active",
    howToPay:
      "We email a secure card payment link two days before the class. Payment plans are available: just reply to " +
      "your confirmation email.",
    instructorKey: "debt-coach",
    whatYouGet: [
      "A debt inventory worksheet to see every balance in one place",
      "A side-by-side comparison of the snowball and avalanche methods",
      "Scripts for calling creditors about hardship programs and lower rates",
      "A personal payoff order and a realistic first milestone",
      "Time for live questions with a debt-focused coach",
      "A resource list of free, reputable nonprofit help",
    ],
    agenda: [
      {
        time: "6:30 PM",
        topic: "Getting it all on one page",
        description: "List every debt with its balance, rate and minimum payment, without judgement.",
      },
      {
        time: "6:50 PM",
        topic: "Snowball or avalanche?",
        description: "How each method works, what it costs, and how to pick the one you will stick with.",
      },
      {
        time: "7:15 PM",
        topic: "Talking to creditors",
        description: "What to say, what to ask for, and what to write down when you call.",
      },
      {
        time: "7:40 PM",
        topic: "Protecting your progress",
        description: "Building a small buffer so one surprise expense does not send you back to the card.",
      },
      {
        time: "8:00 PM",
        topic: "Questions and wrap-up",
        description: "Live questions and your first milestone for the next 30 days.",
      },
    ],
    testimonials: [
      {
        name: "Chris D.",
        quote: "Marcus explained interest better in ten minutes than anyone had in ten years.",
      },
      {
        name: "Tamara J.",
        quote: "The creditor script worked. My card company lowered my rate on the first call.",
      },
    ],
    cover: { palette: ["#3d5a80", "#dfe9f2", "#ee6c4d"] },
  },
  {
    key: "couples-webinar",
    title: "Money Talks for Couples",
    slug: "money-talks-for-couples",
    description:
      "A short webinar for partners who want to talk about money without it turning into a fight. " +
      "We cover how to start the conversation, how to handle different money styles, and how to set one shared goal. " +
      "Live on Zoom, not recorded.",
    category: "webinar",
    status: "draft",
    howToPay: "",
    instructorKey: "lead-coach",
    whatYouGet: [
      "A conversation guide for your first money date",
      "A quick quiz to understand each other's money style",
      "A shared-goal worksheet for the two of you",
      "Ideas for splitting expenses fairly when incomes differ",
    ],
    agenda: [
      {
        time: "7:00 PM",
        topic: "Why money conversations get tense",
        description: "Where money stress comes from and why it is so common between partners.",
      },
      {
        time: "7:15 PM",
        topic: "Your money styles",
        description: "A short quiz and what your answers say about how each of you handles money.",
      },
      {
        time: "7:30 PM",
        topic: "Planning a money date",
        description: "A simple structure for a calm monthly check-in.",
      },
      {
        time: "7:45 PM",
        topic: "One shared goal",
        description: "Choosing a first goal together and agreeing on the next step.",
      },
    ],
    testimonials: [
      {
        name: "Jordan and Lee F.",
        quote: "We finally had the conversation we had been putting off for two years, and it went well.",
      },
      {
        name: "Maria G.",
        quote: "The money styles quiz made us both laugh, and then it made a lot of things make sense.",
      },
    ],
    cover: { palette: ["#8a4f7d", "#f6e3e1", "#f2b880"] },
  },
];

// ---------------------------------------------------------------------------
// Class instances (scheduled classes)

type DemoClassInstance = {
  classTypeKey: string;
  daysFromToday: number;
  time: string;
  durationMinutes: number;
  /** Online, or the venue's name. */
  location: string;
  /** The postal address of an in-person date. */
  venue?: { streetAddress: string; addressLocality: string; addressRegion: string; postalCode: string };
  price: string;
  capacity: number;
  availableSpots: number;
  registrationUrl: string | null;
  status: ClassStatus;
  /** On-site dates come with demo registrations that fill capacity − availableSpots seats, plus a waitlist. */
  registrationMode?: "external" | "on_site";
  waitlisted?: number;
};

export const demoClassInstances: DemoClassInstance[] = [
  {
    classTypeKey: "budgeting-workshop",
    daysFromToday: 9,
    time: "6:00 PM ET",
    durationMinutes: 90,
    location: "Online (Zoom)",
    price: "Free",
    capacity: 40,
    availableSpots: 17,
    registrationUrl: "https://example.com/register/budgeting-without-the-guilt",
    status: "active",
  },
  {
    classTypeKey: "debt-masterclass",
    daysFromToday: 16,
    time: "6:30 PM ET",
    durationMinutes: 105,
    location: "Online (Zoom)",
    price: "$49",
    capacity: 12,
    availableSpots: 3,
    registrationUrl: null,
    status: "active",
    registrationMode: "on_site",
  },
  {
    classTypeKey: "debt-masterclass",
    daysFromToday: 23,
    time: "6:30 PM ET",
    location: "Online (Zoom)",
    durationMinutes: 105,
    price: "$49",
    capacity: 8,
    availableSpots: 0,
    registrationUrl: null,
    status: "active",
    registrationMode: "on_site",
    waitlisted: 2,
  },
  {
    classTypeKey: "budgeting-workshop",
    daysFromToday: 30,
    time: "10:00 AM ET",
    durationMinutes: 90,
    location: "Online (Zoom)",
    price: "$29",
    capacity: 20,
    availableSpots: 14,
    registrationUrl: "https://example.com/register/budgeting-without-the-guilt-morning",
    status: "active",
  },
  {
    classTypeKey: "debt-masterclass",
    daysFromToday: 51,
    time: "6:30 PM ET",
    durationMinutes: 105,
    location: "Online (Zoom)",
    price: "$49",
    capacity: 25,
    availableSpots: 25,
    registrationUrl: "https://example.com/register/debt-payoff-masterclass",
    status: "active",
  },
  {
    classTypeKey: "budgeting-workshop",
    daysFromToday: -12,
    time: "6:00 PM ET",
    durationMinutes: 90,
    location: "Online (Zoom)",
    price: "Free",
    capacity: 40,
    availableSpots: 0,
    registrationUrl: null,
    status: "active",
  },
  {
    classTypeKey: "couples-webinar",
    daysFromToday: 38,
    time: "7:00 PM ET",
    durationMinutes: 60,
    location: "Online (Zoom)",
    price: "$19",
    capacity: 60,
    availableSpots: 60,
    registrationUrl: null,
    status: "draft",
  },
];

/** Made-up people for the demo's on-site registrations (example.com addresses receive nothing). */
export const demoRegistrants = [
  ["Maya", "Patel"],
  ["Jordan", "Brooks"],
  ["Elena", "Ruiz"],
  ["Sam", "Okafor"],
  ["Priya", "Shah"],
  ["Luis", "Moreno"],
  ["Grace", "Kim"],
  ["Tom", "Becker"],
  ["Aisha", "Bello"],
  ["Noah", "Fischer"],
  ["Hana", "Sato"],
].map(([firstName = "", lastName = ""]) => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
}));

// ---------------------------------------------------------------------------
// Contact messages (admin inbox)

type DemoContactMessage = {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  priority: MessagePriority;
  adminNotes: string;
  daysAgo: number;
};

export const demoContactMessages: DemoContactMessage[] = [
  {
    name: "Tanya Brooks",
    email: "tanya.brooks@example.com",
    subject: "Payment plan for the Money Strategy Session?",
    message:
      "Hi there, I would really like to book the Money Strategy Session but paying $497 all at once is hard for me " +
      "right now. I saw that payment plans might be available. Could you tell me how they work and how many " +
      "payments I could split it into? Thank you for making this feel less scary.",
    status: "unread",
    priority: "high",
    adminNotes: "",
    daysAgo: 0,
  },
  {
    name: "Miguel Santos",
    email: "miguel.santos@example.org",
    subject: "",
    message: "Is the budgeting workshop recorded? I work evenings twice a week and might have to miss part of it.",
    status: "unread",
    priority: "normal",
    adminNotes: "",
    daysAgo: 1,
  },
  {
    name: "Grace O'Neill",
    email: "grace.oneill@example.com",
    subject: "Behind on rent and not sure where to start",
    message:
      "I am writing because I honestly do not know who else to ask. I fell behind on rent after a reduction in my " +
      "hours and my landlord has sent a notice. I also have two credit cards close to their limits. " +
      "Is this something your coaching can help with, or should I be talking to someone else first? " +
      "I can do a call any weekday after 3 PM.",
    status: "read",
    priority: "urgent",
    adminNotes:
      "Time sensitive. Dana to call today. Share the local tenant assistance and nonprofit housing counseling list " +
      "before discussing coaching.",
    daysAgo: 2,
  },
  {
    name: "Eleanor Vance",
    email: "eleanor.vance@example.org",
    subject: "Waitlist question",
    message:
      "I read that you only take two new clients each month. If I request a consultation now, roughly when would " +
      "my session be? I am hoping to have a plan in place before my daughter starts college in the fall.",
    status: "replied",
    priority: "normal",
    adminNotes: "Replied with the current wait (about 30 days) and the consultation link. Follow up next week.",
    daysAgo: 5,
  },
  {
    name: "Darnell Hughes",
    email: "darnell.hughes@example.com",
    subject: "Transferring my masterclass seat",
    message:
      "Hello, I registered for the Debt Payoff Masterclass but a family commitment came up on that date. " +
      "Could I move my seat to the next one instead? The class is still more than a week away.",
    status: "replied",
    priority: "high",
    adminNotes:
      "More than 24 hours notice, so transfer approved. Moved to the next masterclass date and confirmed by email.",
    daysAgo: 8,
  },
  {
    name: "Sophie Lindqvist",
    email: "sophie.l@example.org",
    subject: "Do you work with couples?",
    message:
      "My partner and I keep going around in circles about money. Do you coach couples together, or would we " +
      "each need our own session? We would prefer to do it together if possible.",
    status: "read",
    priority: "normal",
    adminNotes: "Mention the upcoming couples webinar once it is published. Joint sessions are fine.",
    daysAgo: 11,
  },
  {
    name: "Frank Moretti",
    email: "frank.moretti@example.com",
    subject: "Thank you",
    message:
      "Just wanted to say thank you for the workshop last month. I have kept up with the ten-minute weekly check " +
      "and it is the first time a budget has stuck. No reply needed.",
    status: "archived",
    priority: "low",
    adminNotes: "Lovely note. Asked if we may use it as a testimonial; waiting on permission.",
    daysAgo: 24,
  },
  {
    name: "Aisha Bello",
    email: "aisha.bello@example.org",
    subject: "Speaking at our community center",
    message:
      "I coordinate programs at a neighborhood community center and our members have asked for a session on " +
      "budgeting and debt. Would one of your coaches be open to leading a free or low-cost workshop for us " +
      "sometime this spring? We can host up to 30 people.",
    status: "archived",
    priority: "low",
    adminNotes: "Passed to Priya. Spring calendar is full; offered the next open date in the summer.",
    daysAgo: 40,
  },
];

// ---------------------------------------------------------------------------
// Email subscribers

type DemoSubscriber = {
  firstName: string;
  lastName: string;
  email: string;
  status: SubscriberStatus;
  source: string;
  daysAgo: number;
  unsubscribedDaysAgo: number | null;
};

export const demoSubscribers: DemoSubscriber[] = [
  {
    firstName: "Hannah",
    lastName: "Kim",
    email: "hannah.kim@example.com",
    status: "active",
    source: "home_page",
    daysAgo: 2,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Luis",
    lastName: "Ortega",
    email: "luis.ortega@example.org",
    status: "active",
    source: "events",
    daysAgo: 4,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Brianna",
    lastName: "Foster",
    email: "brianna.foster@example.com",
    status: "active",
    source: "website",
    daysAgo: 7,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Tom",
    lastName: "Nguyen",
    email: "tom.nguyen@example.com",
    status: "active",
    source: "coaching",
    daysAgo: 10,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Keisha",
    lastName: "Williams",
    email: "keisha.williams@example.org",
    status: "active",
    source: "home_page",
    daysAgo: 15,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Patrick",
    lastName: "Doyle",
    email: "patrick.doyle@example.com",
    status: "unsubscribed",
    source: "website",
    daysAgo: 21,
    unsubscribedDaysAgo: 6,
  },
  {
    firstName: "Mei",
    lastName: "Chen",
    email: "mei.chen@example.com",
    status: "active",
    source: "events",
    daysAgo: 28,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Andre",
    lastName: "Baptiste",
    email: "andre.baptiste@example.org",
    status: "active",
    source: "coaching",
    daysAgo: 35,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Olivia",
    lastName: "Hart",
    email: "olivia.hart@example.com",
    status: "unsubscribed",
    source: "home_page",
    daysAgo: 44,
    unsubscribedDaysAgo: 20,
  },
  {
    firstName: "Samuel",
    lastName: "Adeyemi",
    email: "samuel.adeyemi@example.org",
    status: "active",
    source: "website",
    daysAgo: 52,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Rachel",
    lastName: "Goldberg",
    email: "rachel.goldberg@example.com",
    status: "active",
    source: "events",
    daysAgo: 63,
    unsubscribedDaysAgo: null,
  },
  {
    firstName: "Ben",
    lastName: "Carter",
    email: "ben.carter@example.org",
    status: "unsubscribed",
    source: "events",
    daysAgo: 80,
    unsubscribedDaysAgo: 41,
  },
];

// ---------------------------------------------------------------------------
// Hero images (generated landscapes, one active per page)

type DemoHeroImage = {
  page: HeroPage;
  name: string;
  description: string;
};

export const demoHeroImages: DemoHeroImage[] = [
  {
    page: "home",
    name: "Sunrise over rolling hills",
    description: "Soft morning light rising over green rolling hills, for the home page.",
  },
  {
    page: "coaching",
    name: "Winding path through a meadow",
    description: "A gentle path curving through a summer meadow toward the horizon, for the coaching page.",
  },
  {
    page: "events",
    name: "Lakeside at golden hour",
    description: "A calm lake reflecting a warm evening sky, for the events page.",
  },
  {
    page: "about",
    name: "Misty mountain valley",
    description: "Layered blue mountains fading into morning mist, for the about page.",
  },
  {
    page: "faq",
    name: "Quiet coastline at dusk",
    description: "A peaceful shoreline with soft waves under a lavender dusk sky, for the FAQ page.",
  },
];

// ---------------------------------------------------------------------------
// Booking (decision 066): what can be booked, and when

type DemoSessionType = Omit<typeof sessionTypes.$inferInsert, "id" | "createdAt" | "updatedAt">;

export const demoSessionTypes: DemoSessionType[] = [
  {
    name: "Free consultation",
    slug: "free-consultation",
    description:
      "Thirty minutes on a video call to talk about where you are with money and where you would like to be. " +
      "No preparation needed and no pressure: you will leave with one clear next step, whether or not we work together.",
    durationMinutes: 30,
    price: "Free",
    howToPay: "",
    locationKind: "video",
    locationDetail: "https://meet.example.com/steady-money-consultation",
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 24 * 60,
    maxDaysAhead: 60,
    maxPerDay: null,
    intakeQuestions: [
      { id: "help", label: "What would you like help with?", kind: "long_text", required: true, choices: [] },
      {
        id: "heard",
        label: "How did you hear about us?",
        kind: "choice",
        required: false,
        choices: ["A friend or family member", "A workshop", "Search", "Social media", "Somewhere else"],
      },
    ],
    confirmation: "instant",
    countsTowardCap: false,
    status: "active",
    displayOrder: 1,
  },
  {
    name: "Money Strategy Session",
    slug: "money-strategy-session",
    description:
      "Two and a half hours with Dana to build your money plan: what comes in, what goes out, what you owe and " +
      "what you want. You leave with a written plan for the next 90 days and a follow-up email with every number we " +
      "worked out together.\n\nDana takes at most two new clients a month, so each one gets her full attention.",
    durationMinutes: 150,
    price: "$497",
    howToPay:
      "Once Dana confirms your time, you will get an invoice by email. Pay by card or bank transfer any time before the session.",
    locationKind: "video",
    locationDetail: "https://meet.example.com/steady-money-strategy",
    bufferBeforeMinutes: 30,
    bufferAfterMinutes: 30,
    minNoticeMinutes: 48 * 60,
    maxDaysAhead: 60,
    maxPerDay: 1,
    intakeQuestions: [
      {
        id: "goal",
        label: "What would make this session worth it for you?",
        kind: "long_text",
        required: true,
        choices: [],
      },
      {
        id: "consulted",
        label: "Have you had a free consultation with us?",
        kind: "choice",
        required: false,
        choices: ["Yes", "Not yet"],
      },
    ],
    confirmation: "approval",
    countsTowardCap: true,
    status: "active",
    displayOrder: 2,
  },
];

/** The demo business's week: Tuesday to Thursday mornings and afternoons, Saturday mornings. */
export const demoWeeklyHours: WeeklyRange[] = [2, 3, 4]
  .flatMap((weekday) => [
    { weekday: weekday as Weekday, start: "09:00", end: "12:00" },
    { weekday: weekday as Weekday, start: "13:00", end: "17:00" },
  ])
  .concat([{ weekday: 6, start: "10:00", end: "13:00" }]);

/** At most two new clients a month, as the business promises. */
export const DEMO_NEW_CLIENT_CAP = 2;

// ---------------------------------------------------------------------------
// Newsletter (decision 068): one issue sent weeks before the demo's first
// start and shown in the public archive, and one draft she is still writing.

type DemoNewsletterIssue = {
  subject: string;
  previewText: string;
  body: string;
  slug: string;
  /** Days before the seed that it was sent; null for a draft. */
  sentDaysAgo: number | null;
  inArchive: boolean;
};

export const demoNewsletterIssues: DemoNewsletterIssue[] = [
  {
    subject: "Three small money habits that add up",
    previewText: "Ten minutes a week, one tiny automatic transfer, and a plan for the bills that never come monthly.",
    slug: "three-small-money-habits-that-add-up",
    sentDaysAgo: 19,
    inArchive: true,
    body: `Hi friend,

A lot of you have told us the same thing lately: money feels loud. Bills, plans, other people's expectations. So this issue is short and practical: three small habits our clients keep coming back to, because they take little time and they add up.

## 1. A ten-minute money date, once a week

Pick the same day each week, make a cup of tea, and look at your accounts for ten minutes. No fixing and no judging: just notice what came in and what went out. Most people find the dread fades by the third week, because nothing is a surprise any more.

## 2. Pay your savings first, even if it is $10

Set up an automatic transfer to savings for the day after payday. Start with an amount so small it feels almost silly. The habit matters more than the amount: once it runs on its own, raising it later is easy.

## 3. Give every irregular bill a monthly share

Car insurance, the yearly subscription, back-to-school shoes: list the bills that do not come every month, add them up for the year and divide by twelve. Set that amount aside each month, and those bills stop being emergencies.

> Your numbers are information, not a verdict on who you are.

If you would like to build these habits with others, our free **Budgeting Without the Guilt** workshop walks through all three, step by step. The next dates are on our [events page](/events).

And if you would rather talk through your own numbers, [request a free consultation](/get-started): thirty minutes, no pressure.

Warmly,
Dana`,
  },
  {
    subject: "When an unexpected bill arrives",
    previewText: "A calm four-step plan for the next surprise in your mailbox.",
    slug: "when-an-unexpected-bill-arrives",
    sentDaysAgo: null,
    inArchive: true,
    body: `Hi friend,

An unexpected bill can knock the wind out of anyone. Here is a calm plan for the next time one lands in your mailbox:

1. **Pause before you pay.** Check that the bill is right, and find out when it is really due.
2. **Ask about a payment plan.** Many medical offices and utilities offer one, often without interest.
3. **Look at your irregular-bills fund first**, before your emergency savings.
4. **Write down what happened**, so next year's plan has room for it.

(Add Marcus's story about the surprise car repair here.)

Warmly,
Dana`,
  },
];

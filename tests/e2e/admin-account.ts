/** The admin the browser tests' server creates at start (see playwright.config.ts). */
export const ADMIN = {
  email: "owner@example.com",
  password: "correct horse battery staple",
  name: "Olivia Owner",
} as const;

import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

const MOBILE_MENU_ID = "mobile-menu";

const NAV_ITEMS = [
  { to: "/", label: "Home" },
  { to: "/coaching", label: "Coaching" },
  { to: "/events", label: "Events" },
  { to: "/faq", label: "FAQ" },
  { to: "/about", label: "About" },
];

const MENU_BUTTON_CLASS = "shrink-0 whitespace-nowrap rounded border border-line px-3 py-2 font-medium lg:hidden";

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded px-3 py-2 font-medium hover:text-brand ${isActive ? "text-brand underline underline-offset-8" : "text-ink"}`;
}

export function SiteHeader({ siteName, clientLoginUrl }: { siteName: string; clientLoginUrl: string | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);

  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape or a tap anywhere else closes the open menu and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const close = () => {
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    // On click rather than pointerdown: the press itself moves focus to what was tapped.
    const onClickOutside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !menuButton.current?.contains(target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClickOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClickOutside);
    };
  }, [menuOpen]);

  const links = (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === "/"} className={navClass}>
          {item.label}
        </NavLink>
      ))}
      {clientLoginUrl ? (
        <a href={clientLoginUrl} target="_blank" rel="noopener noreferrer" className={navClass({ isActive: false })}>
          Client Login
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <Link to="/" className="font-display text-xl font-bold text-brand-dark">
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {links}
          <Link
            to="/get-started"
            className="ml-3 rounded-full bg-accent px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            Get Started
          </Link>
        </nav>
        {hydrated ? (
          <button
            ref={menuButton}
            type="button"
            className={MENU_BUTTON_CLASS}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="mr-2 inline-block w-4 text-center">
              {menuOpen ? "✕" : "☰"}
            </span>
            Menu
          </button>
        ) : (
          // Before scripts run (or without them) the button is a link that reveals the menu through :target.
          <a href={`#${MOBILE_MENU_ID}`} className={MENU_BUTTON_CLASS}>
            <span aria-hidden="true" className="mr-2 inline-block w-4 text-center">
              ☰
            </span>
            Menu
          </a>
        )}
      </div>
      <nav
        ref={menu}
        id={MOBILE_MENU_ID}
        aria-label="Mobile"
        className={`scroll-mt-20 border-t border-line px-6 pb-4 lg:hidden ${
          hydrated ? (menuOpen ? "block" : "hidden") : "hidden target:block"
        }`}
      >
        <div className="flex flex-col py-2">{links}</div>
        <Link to="/get-started" className="block rounded-full bg-accent px-5 py-3 text-center font-semibold text-white">
          Get Started
        </Link>
      </nav>
    </header>
  );
}

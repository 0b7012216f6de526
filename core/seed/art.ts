/**
 * Demo artwork for the seed data, drawn as SVG so the project ships no
 * third-party photos. Every function is pure: same input, same SVG text.
 * Render with sharp (librsvg) before storing, since uploads accept only raster formats.
 */

import type { HeroPage } from "#rules/allowed-values";

type Point = [number, number];

/** Small deterministic generator, so seeds give stable artwork across runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function round(value: number): number {
  return Math.round(value);
}

function at(points: Point[], index: number): Point {
  const point = points[Math.max(0, Math.min(points.length - 1, index))];
  if (!point) throw new Error("Empty point list");
  return point;
}

/** Smooth curve through the points (Catmull-Rom as cubic Béziers), without the leading move. */
function curveThrough(points: Point[]): string {
  let path = "";
  for (let index = 0; index < points.length - 1; index++) {
    const [x0, y0] = at(points, index - 1);
    const [x1, y1] = at(points, index);
    const [x2, y2] = at(points, index + 1);
    const [x3, y3] = at(points, index + 2);
    const c1x = x1 + (x2 - x0) / 6;
    const c1y = y1 + (y2 - y0) / 6;
    const c2x = x2 - (x3 - x1) / 6;
    const c2y = y2 - (y3 - y1) / 6;
    path += `C${round(c1x)} ${round(c1y)} ${round(c2x)} ${round(c2y)} ${round(x2)} ${round(y2)}`;
  }
  return path;
}

/** Colours are interpolated into attributes, so anything beyond plain CSS colour syntax is refused. */
function safeColor(value: string): string {
  if (!/^[#a-zA-Z0-9(),.%\s-]{1,40}$/.test(value)) throw new Error(`Not a plain CSS colour: ${value}`);
  return value.trim();
}

function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
}

// Hero landscapes

type HeroPalette = {
  sky: [string, string, string];
  sun: string;
  glow: string;
  /** Far to near. */
  hills: [string, string, string, string];
  path: string;
  shade: string;
  night: boolean;
  sunAt: Point;
  seed: number;
};

const HERO_PALETTES: Record<HeroPage | "default", HeroPalette> = {
  home: {
    sky: ["#3d2f5c", "#b0587a", "#f3a978"],
    sun: "#ffd9a0",
    glow: "#ffb877",
    hills: ["#c66f75", "#96506a", "#663a58", "#3e2745"],
    path: "#e9b48a",
    shade: "#1d1428",
    night: false,
    sunAt: [1480, 560],
    seed: 11,
  },
  coaching: {
    sky: ["#236173", "#3f8f9b", "#a9d8cf"],
    sun: "#fff1c1",
    glow: "#d9f0e0",
    hills: ["#63afa8", "#3f8e8b", "#2a6b6c", "#19484d"],
    path: "#d6e6c8",
    shade: "#0a2229",
    night: false,
    sunAt: [1420, 400],
    seed: 23,
  },
  events: {
    sky: ["#5c3a22", "#c27a34", "#f6c46e"],
    sun: "#fff0c2",
    glow: "#ffd27a",
    hills: ["#d99a48", "#ad6d35", "#7a4a2a", "#4c2f1c"],
    path: "#f3cf8c",
    shade: "#24150c",
    night: false,
    sunAt: [1500, 470],
    seed: 37,
  },
  about: {
    sky: ["#2c2852", "#5f5288", "#b096c2"],
    sun: "#f3eedc",
    glow: "#cbb9e0",
    hills: ["#8c7aae", "#67598c", "#473c68", "#2d2749"],
    path: "#c8b6d8",
    shade: "#141228",
    night: true,
    sunAt: [1460, 300],
    seed: 41,
  },
  faq: {
    sky: ["#22604f", "#3c8a6e", "#a8d39a"],
    sun: "#fbf6d8",
    glow: "#e1f2c2",
    hills: ["#7bbb7c", "#54995a", "#357443", "#20502e"],
    path: "#e3e8b8",
    shade: "#0b241b",
    night: false,
    sunAt: [1440, 450],
    seed: 53,
  },
  default: {
    sky: ["#2e4560", "#5a7088", "#b9c6cb"],
    sun: "#fbeed2",
    glow: "#efd9bb",
    hills: ["#8ea1ad", "#6a7f8d", "#4b5f6c", "#30424d"],
    path: "#d8d2c0",
    shade: "#111a24",
    night: false,
    sunAt: [1460, 440],
    seed: 7,
  },
};

const HERO_WIDTH = 1920;
const HERO_HEIGHT = 1080;

/** Crest points alternate with dips so a path can end exactly on a crest. */
function hillPoints(next: () => number, baseline: number, amplitude: number, count: number): Point[] {
  const points: Point[] = [];
  const step = (HERO_WIDTH + 400) / (count - 1);
  for (let index = 0; index < count; index++) {
    const crest = index % 2 === 0 ? -1 : 1;
    const x = -200 + index * step + (next() - 0.5) * step * 0.3;
    const y = baseline + crest * amplitude * (0.6 + next() * 0.4);
    points.push([x, y]);
  }
  return points;
}

function hillPath(points: Point[]): string {
  const [firstX, firstY] = at(points, 0);
  const [lastX] = at(points, points.length - 1);
  return `M${round(firstX)} ${round(firstY)}${curveThrough(points)}L${round(lastX)} ${HERO_HEIGHT}L${round(firstX)} ${HERO_HEIGHT}Z`;
}

function nearestCrest(points: Point[], targetX: number): Point {
  let best = at(points, 0);
  for (let index = 0; index < points.length; index += 2) {
    const point = at(points, index);
    if (Math.abs(point[0] - targetX) < Math.abs(best[0] - targetX)) best = point;
  }
  return best;
}

/**
 * A winding road from a wide bottom to a narrow top, so it reads as going into the distance.
 * The centre line is a cubic Bézier; `bend` pushes it sideways into an S.
 */
function roadPath(bottom: Point, top: Point, bottomWidth: number, topWidth: number, bend: number): string {
  const samples = 10;
  const rise = top[1] - bottom[1];
  const control1: Point = [bottom[0] - bend, bottom[1] + rise * 0.4];
  const control2: Point = [top[0] + bend, top[1] - rise * 0.4];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let index = 0; index <= samples; index++) {
    const t = index / samples;
    const u = 1 - t;
    const weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
    const x = weights[0] * bottom[0] + weights[1] * control1[0] + weights[2] * control2[0] + weights[3] * top[0];
    const y = weights[0] * bottom[1] + weights[1] * control1[1] + weights[2] * control2[1] + weights[3] * top[1];
    const half = (topWidth + (bottomWidth - topWidth) * u ** 1.8) / 2;
    left.push([x - half, y]);
    right.push([x + half, y]);
  }
  right.reverse();
  const [startX, startY] = at(left, 0);
  const [turnX, turnY] = at(right, 0);
  return `M${round(startX)} ${round(startY)}${curveThrough(left)}L${round(turnX)} ${round(turnY)}${curveThrough(right)}Z`;
}

function landscapeSvg(palette: HeroPalette, idPrefix: string): string {
  const next = random(palette.seed);
  const [sunX, sunY] = palette.sunAt;
  const id = (name: string) => `${idPrefix}-${name}`;

  const far = hillPoints(next, 640, 45, 7);
  const middle = hillPoints(next, 730, 55, 6);
  const near = hillPoints(next, 835, 60, 5);
  const front = hillPoints(next, 950, 55, 5);
  const nearCrest = nearestCrest(near, 1180);
  // Pulling one middle crest next to the near crest lets the far stretch of road continue the near one.
  const middleCrest = nearestCrest(middle, nearCrest[0] - 60);
  middleCrest[0] = nearCrest[0] - 60;
  const middlePath = hillPath(middle);
  const nearPath = hillPath(near);

  let sky = "";
  if (palette.night) {
    sky += `<g fill="#fff">`;
    for (let index = 0; index < 28; index++) {
      const x = 700 + next() * 1200;
      const y = 40 + next() * 420;
      const size = 1.5 + next() * 2.2;
      sky += `<circle cx="${round(x)}" cy="${round(y)}" r="${size.toFixed(1)}" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`;
    }
    sky += "</g>";
  }
  const clouds: [number, number, number][] = [
    [1050 + next() * 200, 250 + next() * 80, 1],
    [1700 + next() * 150, 180 + next() * 80, 0.8],
    [600 + next() * 150, 160 + next() * 80, 0.9],
  ];
  for (const [x, y, scale] of clouds) {
    const r = (value: number) => round(value * scale);
    sky += `<g fill="#fff" opacity="${palette.night ? 0.06 : 0.14}">`;
    sky += `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${r(170)}" ry="${r(26)}"/>`;
    sky += `<circle cx="${round(x - 55 * scale)}" cy="${round(y - 18 * scale)}" r="${r(40)}"/>`;
    sky += `<circle cx="${round(x + 25 * scale)}" cy="${round(y - 26 * scale)}" r="${r(50)}"/>`;
    sky += "</g>";
  }
  if (!palette.night) {
    for (let index = 0; index < 3; index++) {
      const x = sunX - 330 + index * 70 + next() * 40;
      const y = sunY - 230 + next() * 90;
      const size = 14 + next() * 8;
      sky += `<path d="M${round(x - size)} ${round(y - size * 0.35)}q${round(size * 0.5)} ${round(-size * 0.3)} ${round(size)} ${round(size * 0.35)}q${round(size * 0.5)} ${round(-size * 0.65)} ${round(size)} ${round(-size * 0.35)}" fill="none" stroke="${palette.shade}" stroke-opacity=".45" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  }

  // A crescent reads as evening; the mask cuts it without a second sky-coloured disc showing.
  const sunDisc = palette.night
    ? `<mask id="${id("moon")}"><circle cx="${sunX}" cy="${sunY}" r="92" fill="#fff"/><circle cx="${sunX + 40}" cy="${sunY - 26}" r="82" fill="#000"/></mask><circle cx="${sunX}" cy="${sunY}" r="92" fill="${palette.sun}" mask="url(#${id("moon")})"/>`
    : `<circle cx="${sunX}" cy="${sunY}" r="92" fill="${palette.sun}"/>`;

  return [
    svgOpen(HERO_WIDTH, HERO_HEIGHT),
    "<defs>",
    `<linearGradient id="${id("sky")}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${palette.sky[0]}"/><stop offset=".45" stop-color="${palette.sky[1]}"/><stop offset=".68" stop-color="${palette.sky[2]}"/>`,
    "</linearGradient>",
    `<radialGradient id="${id("glow")}"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
    // Darkening the left side keeps overlaid white headings readable.
    `<linearGradient id="${id("left")}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.shade}" stop-opacity=".78"/><stop offset=".4" stop-color="${palette.shade}" stop-opacity=".62"/><stop offset=".74" stop-color="${palette.shade}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="${id("low")}" x1="0" y1="0" x2="0" y2="1"><stop offset=".6" stop-color="${palette.shade}" stop-opacity="0"/><stop offset="1" stop-color="${palette.shade}" stop-opacity=".45"/></linearGradient>`,
    // Clipping the roads to their hills makes each one disappear exactly over the crest line.
    `<clipPath id="${id("middle")}"><path d="${middlePath}"/></clipPath><clipPath id="${id("near")}"><path d="${nearPath}"/></clipPath>`,
    "</defs>",
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id("sky")})"/>`,
    sky,
    `<circle cx="${sunX}" cy="${sunY}" r="420" fill="url(#${id("glow")})"/>`,
    sunDisc,
    `<path d="${hillPath(far)}" fill="${palette.hills[0]}"/>`,
    `<path d="${middlePath}" fill="${palette.hills[1]}"/>`,
    `<path d="${roadPath([nearCrest[0], nearCrest[1] + 40], [middleCrest[0], middleCrest[1] - 20], 36, 8, 30)}" fill="${palette.path}" opacity=".55" clip-path="url(#${id("middle")})"/>`,
    `<path d="${nearPath}" fill="${palette.hills[2]}"/>`,
    `<path d="${hillPath(front)}" fill="${palette.hills[3]}"/>`,
    `<path d="${roadPath([1300, HERO_HEIGHT + 10], [nearCrest[0], nearCrest[1] - 20], 420, 40, 260)}" fill="${palette.path}" opacity=".8" clip-path="url(#${id("near")})"/>`,
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id("left")})"/>`,
    `<rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#${id("low")})"/>`,
    "</svg>",
  ].join("");
}

/** 1920x1080 calm landscape for a page hero; the left half is darkened for white text. */
export function heroLandscapeSvg(page: HeroPage): string {
  return landscapeSvg(HERO_PALETTES[page], `hero-${page}`);
}

/** 1920x1080 neutral slate-blue landscape for pages without a chosen hero image. */
export function defaultHeroSvg(): string {
  return landscapeSvg(HERO_PALETTES.default, "hero-default");
}

// Portraits

type PortraitOptions = {
  /** Picks the hairstyle (seed mod 4: 0 short, 1 long, 2 curly, 3 bun); seeds 4-7 (mod 8) add glasses. */
  seed: number;
  skin: string;
  hair: string;
  shirt: string;
  background: string;
};

const INK = "#2d2a32";

function curlyHair(hair: string): { back: string; fringe: string } {
  let back = "";
  for (let index = 0; index <= 12; index++) {
    const angle = Math.PI * (0.95 + (index / 12) * 1.1);
    const x = 400 + Math.cos(angle) * 168;
    const y = 318 + Math.sin(angle) * 178;
    back += `<circle cx="${round(x)}" cy="${round(y)}" r="${index % 2 === 0 ? 62 : 54}" fill="${hair}"/>`;
  }
  back += `<circle cx="400" cy="250" r="150" fill="${hair}"/>`;
  let fringe = "";
  for (let index = 0; index <= 6; index++) {
    const angle = Math.PI * (1.1 + (index / 6) * 0.8);
    const x = 400 + Math.cos(angle) * 128;
    const y = 300 + Math.sin(angle) * 112;
    fringe += `<circle cx="${round(x)}" cy="${round(y)}" r="${index % 2 === 0 ? 42 : 36}" fill="${hair}"/>`;
  }
  return { back, fringe };
}

/** 800x800 flat head-and-shoulders illustration of a smiling person. */
export function portraitSvg(options: PortraitOptions): string {
  const skin = safeColor(options.skin);
  const hair = safeColor(options.hair);
  const shirt = safeColor(options.shirt);
  const background = safeColor(options.background);
  const seed = Math.trunc(options.seed);
  const style = ((seed % 4) + 4) % 4;
  const glasses = ((seed % 8) + 8) % 8 >= 4;

  let hairBack = "";
  let hairFront = "";
  if (style === 0) {
    hairFront = `<path d="M250 350C232 214 300 146 402 146C508 146 572 214 552 350C544 296 528 258 502 240C444 272 346 266 300 226C274 258 258 296 250 350Z" fill="${hair}"/>`;
  } else if (style === 1) {
    hairBack = `<path d="M232 330C222 186 298 126 400 126C502 126 578 186 568 330L588 560C592 614 560 648 516 648L284 648C240 648 208 614 212 560Z" fill="${hair}"/>`;
    hairFront = `<path d="M250 380C238 222 300 154 400 154C500 154 562 222 550 380C540 296 500 236 436 224C372 256 292 270 250 380Z" fill="${hair}"/>`;
  } else if (style === 2) {
    const curls = curlyHair(hair);
    hairBack = curls.back;
    hairFront = curls.fringe;
  } else {
    hairBack = `<circle cx="400" cy="138" r="70" fill="${hair}"/>`;
    hairFront = `<path d="M252 352C242 214 310 158 400 158C490 158 558 214 548 352C524 270 472 226 400 226C328 226 276 270 252 352Z" fill="${hair}"/><path d="M352 168Q400 150 448 168" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="8" stroke-linecap="round"/>`;
  }

  const eyeGlasses = glasses
    ? `<g fill="#fff" fill-opacity=".12" stroke="${INK}" stroke-width="7"><circle cx="345" cy="338" r="42"/><circle cx="455" cy="338" r="42"/></g><path d="M387 334Q400 324 413 334" fill="none" stroke="${INK}" stroke-width="7"/>`
    : "";

  return [
    svgOpen(800, 800),
    `<rect width="800" height="800" fill="${background}"/>`,
    `<circle cx="400" cy="430" r="300" fill="#fff" opacity=".22"/>`,
    hairBack,
    `<rect x="350" y="420" width="100" height="180" rx="36" fill="${skin}"/>`,
    `<ellipse cx="400" cy="498" rx="52" ry="34" fill="#000" opacity=".14"/>`,
    `<path d="M112 800C112 652 222 578 340 566L460 566C578 578 688 652 688 800Z" fill="${shirt}"/>`,
    `<path d="M340 566Q400 652 460 566Z" fill="${skin}"/>`,
    `<path d="M330 567Q400 676 470 567" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="14"/>`,
    `<ellipse cx="252" cy="352" rx="26" ry="38" fill="${skin}"/><ellipse cx="548" cy="352" rx="26" ry="38" fill="${skin}"/>`,
    `<ellipse cx="400" cy="330" rx="148" ry="172" fill="${skin}"/>`,
    hairFront,
    `<path d="M316 290Q345 274 374 288M426 288Q455 274 484 290" fill="none" stroke="${hair}" stroke-width="9" stroke-linecap="round"/>`,
    `<g fill="${INK}"><ellipse cx="345" cy="338" rx="13" ry="16"/><ellipse cx="455" cy="338" rx="13" ry="16"/></g>`,
    `<g fill="#fff"><circle cx="349" cy="332" r="4"/><circle cx="459" cy="332" r="4"/></g>`,
    eyeGlasses,
    `<path d="M402 352Q386 392 406 398" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="6" stroke-linecap="round"/>`,
    `<g fill="#ff7f7f" opacity=".26"><circle cx="318" cy="398" r="28"/><circle cx="482" cy="398" r="28"/></g>`,
    `<path d="M350 426Q400 480 450 426Q400 442 350 426Z" fill="#8a3b45" stroke="#8a3b45" stroke-width="6" stroke-linejoin="round"/>`,
    "</svg>",
  ].join("");
}

// Class covers

type ClassCoverOptions = {
  /** Not drawn; it picks the motif (by keywords, else by hash) and seeds the layout. */
  title: string;
  /** Background, main shape colour, accent colour. */
  palette: [string, string, string];
};

type Motif = "coins" | "chart" | "calendar" | "sprout";

const MOTIFS: Motif[] = ["coins", "chart", "calendar", "sprout"];

const MOTIF_KEYWORDS: [RegExp, Motif][] = [
  [/budget|chart|track|progress|invest|retire|number/i, "chart"],
  [/plan|calendar|month|week|year|habit|routine|bill/i, "calendar"],
  [/grow|debt|fresh|start|future|goal|build/i, "sprout"],
  [/sav|coin|cash|money|emergency|fund|spend/i, "coins"],
];

function pickMotif(title: string, hash: number): Motif {
  for (const [pattern, motif] of MOTIF_KEYWORDS) {
    if (pattern.test(title)) return motif;
  }
  return MOTIFS[hash % MOTIFS.length] ?? "coins";
}

function sparkle(x: number, y: number, size: number, color: string, opacity: number): string {
  const s = size;
  const k = size * 0.22;
  return `<path d="M${round(x)} ${round(y - s)}Q${round(x + k)} ${round(y - k)} ${round(x + s)} ${round(y)}Q${round(x + k)} ${round(y + k)} ${round(x)} ${round(y + s)}Q${round(x - k)} ${round(y + k)} ${round(x - s)} ${round(y)}Q${round(x - k)} ${round(y - k)} ${round(x)} ${round(y - s)}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** Upright coin face, used as a floating coin or a flower. */
function coinFace(x: number, y: number, radius: number, accent: string): string {
  return `<circle cx="${round(x)}" cy="${round(y)}" r="${round(radius)}" fill="${accent}"/><circle cx="${round(x)}" cy="${round(y)}" r="${round(radius * 0.68)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${round(radius * 0.12)}"/>`;
}

function coinsMotif(main: string, accent: string, next: () => number): string {
  let art = "";
  const counts = [3, 5, 7];
  counts.forEach((count, stack) => {
    const x = 460 + stack * 140;
    for (let coin = 0; coin < count; coin++) {
      const y = 610 - coin * 30;
      const side = `<path d="M${x - 64} ${y}v18a64 21 0 0 0 128 0v-18Z"/>`;
      art += `<g fill="${accent}">${side}</g><g fill="#000" opacity=".18">${side}</g>`;
      art += `<ellipse cx="${x}" cy="${y}" rx="64" ry="21" fill="${accent}"/>`;
    }
    const top = 610 - (count - 1) * 30;
    art += `<ellipse cx="${x}" cy="${top}" rx="44" ry="13" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6"/>`;
  });
  art += coinFace(880 + next() * 30, 250 + next() * 30, 58, main);
  art += coinFace(330 + next() * 30, 300 + next() * 30, 40, main);
  return art;
}

function chartMotif(main: string, accent: string, next: () => number): string {
  let art = `<rect x="350" y="636" width="520" height="10" rx="5" fill="${main}" opacity=".5"/>`;
  const tops: Point[] = [];
  for (let bar = 0; bar < 5; bar++) {
    const height = 110 + bar * 68 + next() * 30;
    const x = 380 + bar * 96;
    art += `<rect x="${x}" y="${round(620 - height)}" width="64" height="${round(height + 16)}" rx="14" fill="${main}" opacity="${(0.55 + bar * 0.11).toFixed(2)}"/>`;
    tops.push([x + 32, 620 - height - 56]);
  }
  const [endX, endY] = at(tops, tops.length - 1);
  art += `<path d="${tops.map(([x, y], index) => `${index === 0 ? "M" : "L"}${x} ${round(y)}`).join("")}" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  art += `<path d="M${endX - 34} ${round(endY + 2)}L${endX + 16} ${round(endY - 30)}L${endX + 6} ${round(endY + 30)}Z" fill="${accent}" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>`;
  return art;
}

function calendarMotif(main: string, accent: string, next: () => number): string {
  let art = `<rect x="372" y="212" width="456" height="408" rx="32" fill="#000" opacity=".12"/>`;
  art += `<rect x="360" y="196" width="456" height="408" rx="32" fill="#fff"/>`;
  art += `<path d="M360 300V228Q360 196 392 196H784Q816 196 816 228V300Z" fill="${main}"/>`;
  art += `<g fill="${accent}"><rect x="440" y="164" width="26" height="72" rx="13"/><rect x="710" y="164" width="26" height="72" rx="13"/></g>`;
  const done = new Set<number>();
  while (done.size < 4) done.add(Math.floor(next() * 10));
  for (let cell = 0; cell < 15; cell++) {
    const x = 392 + (cell % 5) * 82;
    const y = 330 + Math.floor(cell / 5) * 86;
    if (done.has(cell)) {
      art += `<rect x="${x}" y="${y}" width="62" height="62" rx="16" fill="${accent}"/>`;
      art += `<path d="M${x + 17} ${y + 32}l10 11 20-22" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    } else {
      art += `<rect x="${x}" y="${y}" width="62" height="62" rx="16" fill="${main}" opacity=".16"/>`;
    }
  }
  return art;
}

function sproutMotif(main: string, accent: string, next: () => number): string {
  const lean = (next() - 0.5) * 40;
  let art = `<path d="M600 500C598 420 ${600 + lean} 340 ${608 + lean} 250" fill="none" stroke="${main}" stroke-width="16" stroke-linecap="round"/>`;
  art += `<path d="M600 430C560 360 470 356 430 392C478 446 560 456 600 430Z" fill="${main}"/>`;
  art += `<path d="M${604 + lean / 2} 350C650 280 740 276 784 306C740 362 656 374 ${604 + lean / 2} 350Z" fill="${main}"/>`;
  art += `<path d="M${604 + lean / 2} 350C650 280 740 276 784 306" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`;
  art += coinFace(608 + lean, 222, 50, accent);
  art += `<path d="M456 500H744L712 660Q708 680 688 680H512Q492 680 488 660Z" fill="${accent}"/>`;
  art += `<path d="M456 500H744L738 530H462Z" fill="#000" opacity=".14"/>`;
  art += `<rect x="436" y="482" width="328" height="40" rx="14" fill="${accent}"/>`;
  return art;
}

/** 1200x800 abstract workshop cover; the title is never drawn, only used to vary the art. */
export function classCoverSvg(options: ClassCoverOptions): string {
  const [background, main, accent] = options.palette.map(safeColor) as [string, string, string];
  const hash = hashText(options.title);
  const next = random(hash);
  const motif = pickMotif(options.title, hash);

  let decor = "";
  decor += `<circle cx="${round(980 + next() * 160)}" cy="${round(60 + next() * 120)}" r="${round(200 + next() * 80)}" fill="${main}" opacity=".16"/>`;
  decor += `<circle cx="${round(60 + next() * 160)}" cy="${round(640 + next() * 120)}" r="${round(220 + next() * 80)}" fill="${accent}" opacity=".2"/>`;
  decor += `<circle cx="${round(150 + next() * 120)}" cy="${round(120 + next() * 80)}" r="${round(36 + next() * 30)}" fill="${accent}" opacity=".35"/>`;
  const dotsX = round(960 + next() * 80);
  const dotsY = round(520 + next() * 80);
  decor += `<g fill="${main}" opacity=".3">`;
  for (let dot = 0; dot < 16; dot++) {
    decor += `<circle cx="${dotsX + (dot % 4) * 34}" cy="${dotsY + Math.floor(dot / 4) * 34}" r="6"/>`;
  }
  decor += "</g>";
  decor += sparkle(250 + next() * 60, 500 + next() * 60, 22, "#fff", 0.7);
  decor += sparkle(930 + next() * 60, 420 + next() * 40, 16, "#fff", 0.6);
  decor += sparkle(800 + next() * 80, 120 + next() * 40, 12, "#fff", 0.5);

  const motifs: Record<Motif, (main: string, accent: string, next: () => number) => string> = {
    coins: coinsMotif,
    chart: chartMotif,
    calendar: calendarMotif,
    sprout: sproutMotif,
  };

  return [
    svgOpen(1200, 800),
    `<rect width="1200" height="800" fill="${background}"/>`,
    decor,
    `<ellipse cx="600" cy="690" rx="330" ry="34" fill="#000" opacity=".08"/>`,
    motifs[motif](main, accent, next),
    "</svg>",
  ].join("");
}

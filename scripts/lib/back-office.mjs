// What the benchmarks do over HTTP as an admin, and the SMTP server they send to.
import sharp from "sharp";
import { SMTPServer } from "smtp-server";

/** Noise drawn at `width` x `height` and enlarged to 4000x3000: texture at one scale. */
async function texture(width, height, sigma) {
  return sharp({ create: { width, height, channels: 3, noise: { type: "gaussian", mean: 128, sigma } } })
    .resize(4000, 3000, { kernel: "cubic" })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * A photo-like 4000x3000 (12-megapixel) JPEG: a colour gradient and shapes with
 * texture at coarse, medium and fine scales, so detail survives resizing as in
 * a real photo. `seed` makes each one different, so none is deduplicated by the store.
 */
export async function photo(seed) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${(seed * 47) % 360} 60% 55%)"/><stop offset="1" stop-color="#123"/>
    </linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#g)"/>
    <circle cx="${1200 + seed * 200}" cy="1400" r="700" fill="#f4d35e" opacity="0.8"/></svg>`;
  const layers = await Promise.all([texture(200, 150, 50), texture(1000, 750, 40), texture(4000, 3000, 12)]);
  return sharp(Buffer.from(svg))
    .composite(layers.map((input) => ({ input, blend: "soft-light" })))
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Signs in to the back office as `admin`: the session cookie and the CSRF token its forms carry. */
export async function signIn(url, admin) {
  const response = await fetch(`${url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: admin.email, password: admin.password }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
  const page = await (await fetch(`${url}/admin/hero-images`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!cookie || !csrf) throw new Error("could not sign in to the back office");
  return { cookie, csrf };
}

/** Posts a JPEG to the hero image manager as its form does; resolves with the milliseconds until the answer. */
export async function upload(url, session, bytes, name) {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    csrf: session.csrf,
    intent: "create",
    mode: "upload",
    name,
    pageAssignment: "home",
    isActive: "on",
  }))
    form.set(field, value);
  form.set("imageFile", new File([bytes], `${name}.jpg`, { type: "image/jpeg" }));
  const started = performance.now();
  const response = await fetch(`${url}/admin/hero-images`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: session.cookie },
    body: form,
  });
  const elapsed = performance.now() - started;
  if (response.status !== 302) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return elapsed;
}

/** A real SMTP server on 127.0.0.1 that accepts everything and counts it. */
export async function startSmtpServer() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        smtp.received += 1;
        callback();
      });
    },
  });
  const smtp = { received: 0, url: "", close: () => new Promise((resolve) => server.close(resolve)) };
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtp.url = `smtp://127.0.0.1:${server.server.address().port}`;
  return smtp;
}

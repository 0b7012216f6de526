/**
 * Production entry (`npm start`, the systemd unit, `node build/server/main.js`).
 * React and React Router choose their development or production code from
 * NODE_ENV when they are first loaded; without it set, a server started by
 * hand would render pages with React's development code, several times
 * slower. So it defaults to production here, before anything loads them; the
 * server itself is a separate file, imported afterwards. Before anything,
 * it keeps the shape of Node's nextTick entries alive (see tick-object-shape.ts).
 */
import { keepTickObjectShape } from "./tick-object-shape";

keepTickObjectShape();
process.env.NODE_ENV ??= "production";
await import("./production-server.js");

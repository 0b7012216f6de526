import { useEffect, useState } from "react";
import { type FrameHeightRule, frameHeightFor } from "#app/lib/frame-height";

/**
 * An embedded third-party form whose height follows the height messages it
 * posts. Messages from any other origin are ignored.
 */
export function FormFrame({
  src,
  title,
  rule,
}: {
  src: string;
  title: string;
  rule: FrameHeightRule & { initial: number };
}) {
  const [height, setHeight] = useState(rule.initial);

  useEffect(() => {
    const origin = new URL(src).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const next = frameHeightFor(event.data, rule);
      if (next !== null) setHeight(next);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [src, rule]);

  return (
    <iframe
      src={src}
      title={title}
      height={height}
      style={{ height }}
      loading="lazy"
      className="w-full rounded-2xl border border-line bg-white"
    />
  );
}

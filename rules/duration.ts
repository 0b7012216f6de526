/** "90 minutes", "2 hours", "2 hours 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "",
    rest > 0 || hours === 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "",
  ];
  return minutes < 120 && minutes % 60 !== 0 ? `${minutes} minutes` : parts.filter(Boolean).join(" ");
}

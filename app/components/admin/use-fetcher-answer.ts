import { useEffect, useRef } from "react";

/**
 * Calls `onAnswer` once for each answer a fetcher receives, as soon as it
 * arrives: before the lists reload, since a deleted row's button (and its
 * fetcher) is gone once they have. `onAnswer` may change between renders.
 */
export function useFetcherAnswer<Answer>(answer: Answer | undefined, onAnswer: (answer: Answer) => void) {
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (answer === undefined || answer === handled.current) return;
    handled.current = answer;
    onAnswerRef.current(answer);
  }, [answer]);
}

import { useEffect, useState } from 'react';
import type { PasswordScore } from '@waymark/domain';

type Scorer = (password: string, userInputs?: string[]) => PasswordScore;

let scorer: Promise<Scorer> | null = null;

/**
 * zxcvbn's dictionaries are large, so they are their own chunk, fetched the first time a
 * password screen opens and never by any other page.
 */
export function loadPasswordScorer(): Promise<Scorer> {
  scorer ??= import('@waymark/domain/password-strength').then((module) => module.passwordScore);
  // A failed chunk load may be retried on the next keystroke.
  scorer.catch(() => {
    scorer = null;
  });
  return scorer;
}

/** The 0–4 score of a password as it is typed; null while empty or still loading. */
export function usePasswordScore(password: string, userInput?: string): PasswordScore | null {
  const [scored, setScored] = useState<{ password: string; score: PasswordScore } | null>(null);

  useEffect(() => {
    let current = true;
    loadPasswordScorer()
      .then((score) => {
        if (current && password)
          setScored({ password, score: score(password, userInput ? [userInput] : []) });
      })
      .catch(() => {
        // No meter is better than a broken form.
      });
    return () => {
      current = false;
    };
  }, [password, userInput]);

  if (!password) return null;
  return scored?.password === password ? scored.score : (scored?.score ?? null);
}

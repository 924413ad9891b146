import type { NextFunction, Request, Response } from 'express';

type HeaderStep = readonly ['set', string, string | number | readonly string[]] | readonly ['remove', string];

/**
 * A middleware that only sets and removes fixed headers (helmet's, with no directive computed per request), run once
 * on a recording response at start: each request then gets the same headers in the same order, without helmet's
 * chain of a dozen middlewares. Refuses, at start, a middleware that does anything else.
 */
export function fixedHeaders(
  middleware: (req: Request, res: Response, next: (err?: unknown) => void) => void,
) {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push(['set', name, value]);
      return recorder;
    },
    removeHeader(name: string) {
      steps.push(['remove', name]);
    },
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, (err) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('fixedHeaders: the middleware did not finish at once');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const step of steps) {
      if (step[0] === 'set') res.setHeader(step[1], step[2]);
      else res.removeHeader(step[1]);
    }
    next();
  };
}

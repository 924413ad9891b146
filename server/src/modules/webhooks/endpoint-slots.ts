/**
 * At most `limit` deliveries to one endpoint at a time from this instance: a burst does not open dozens of
 * connections to one receiver, and the others wait their turn in order (first come, first served).
 */
export interface EndpointSlots {
  /** Runs `work` once one of the endpoint's places is free. */
  run<T>(endpointId: string, work: () => Promise<T>): Promise<T>;
  /** Deliveries under way or waiting, per endpoint (tests). */
  readonly size: (endpointId: string) => { active: number; waiting: number };
}

export function endpointSlots(limit: number): EndpointSlots {
  const lanes = new Map<string, { active: number; waiting: Array<() => void> }>();
  const release = (endpointId: string) => {
    const lane = lanes.get(endpointId)!;
    const next = lane.waiting.shift();
    if (next)
      next(); // the place passes straight to the next in line
    else if (--lane.active === 0) lanes.delete(endpointId);
  };
  return {
    async run(endpointId, work) {
      let lane = lanes.get(endpointId);
      if (!lane) lanes.set(endpointId, (lane = { active: 0, waiting: [] }));
      if (lane.active < limit) lane.active += 1;
      else
        await new Promise<void>((resolve) => {
          lane.waiting.push(resolve);
        });
      try {
        return await work();
      } finally {
        release(endpointId);
      }
    },
    size: (endpointId) => ({
      active: lanes.get(endpointId)?.active ?? 0,
      waiting: lanes.get(endpointId)?.waiting.length ?? 0,
    }),
  };
}

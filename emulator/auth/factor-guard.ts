// What stands between a TOTP factor and someone guessing or replaying its codes. GoTrue keeps its
// rate limits in memory too, so a restart of the stack starts both counts afresh.

const WINDOW_MS = 5 * 60_000;

export class FactorGuard {
  private readonly failures = new Map<string, number[]>();
  private readonly usedSteps = new Map<string, number>();

  /**
   * @param limit wrong codes a factor may take within five minutes (`[auth.rate_limit]
   *   token_verifications`); past it every code is refused, the right one too, until the window moves on.
   */
  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  isThrottled(factorId: string): boolean {
    return this.recentFailures(factorId).length >= this.limit;
  }

  recordFailure(factorId: string): void {
    this.failures.set(factorId, [...this.recentFailures(factorId), this.now()]);
  }

  /** A time step at or before the newest one accepted: its code was (or could have been) seen already. */
  isSpent(factorId: string, step: number): boolean {
    const newest = this.usedSteps.get(factorId);
    return newest !== undefined && step <= newest;
  }

  recordAccepted(factorId: string, step: number): void {
    this.usedSteps.set(factorId, step);
  }

  private recentFailures(factorId: string): number[] {
    const since = this.now() - WINDOW_MS;
    const recent = (this.failures.get(factorId) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.failures.delete(factorId);
    return recent;
  }
}

/**
 * Records a named visitor event. Does nothing until analytics consent is wired in; callers already
 * name their events so that only this function changes then.
 */
export function track(name: string, props?: Record<string, unknown>): void {
  void name;
  void props;
}

// Things loaded once per key and then kept: page modules, section modules, page data. A render reads
// a value that has arrived synchronously, so it does not suspend again; one that has not is loaded
// by a single shared promise, however many renders ask for it.
export class LoadCache<Key, Value> {
  private readonly values = new Map<Key, Value>();
  private readonly pending = new Map<Key, Promise<Value>>();

  has(key: Key): boolean {
    return this.values.has(key);
  }

  /** The value, once it has arrived or was set. */
  get(key: Key): Value | undefined {
    return this.values.get(key);
  }

  /** A value at hand without loading, such as one read from the page's HTML. */
  set(key: Key, value: Value): void {
    this.values.set(key, value);
  }

  /** The one load of `key`: the first call starts it, later calls share it. */
  load(key: Key, start: () => Promise<Value>): Promise<Value> {
    let promise = this.pending.get(key);
    if (!promise) {
      promise = start().then((value) => {
        this.values.set(key, value);
        return value;
      });
      this.pending.set(key, promise);
    }
    return promise;
  }
}

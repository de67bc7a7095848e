/** A least-recently-used map bounded by the total byte size of its values rather than their count. */

export class LruByteCache<V> {
  // A Map iterates in insertion order, so re-inserting on every hit keeps the oldest entry first.
  private readonly entries = new Map<string, { value: V; size: number }>();
  private totalBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    if (size > this.maxBytes) return; // would evict everything and still not fit
    this.entries.set(key, { value, size });
    this.totalBytes += size;
    for (const [oldestKey] of this.entries) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.size;
  }
}

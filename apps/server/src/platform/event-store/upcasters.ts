/** Turns a payload written at `fromVersion` into the shape of `fromVersion + 1`. */
export type Upcaster = (data: unknown) => unknown;

/**
 * Old events are upcast on read, never rewritten. Features register one upcaster per
 * (event type, version) step; reading applies the chain up to the newest version.
 */
export class UpcasterRegistry {
  private readonly steps = new Map<string, Map<number, Upcaster>>();

  register(eventType: string, fromVersion: number, upcaster: Upcaster): this {
    const byVersion = this.steps.get(eventType) ?? new Map<number, Upcaster>();
    if (byVersion.has(fromVersion)) {
      throw new Error(`Upcaster for ${eventType} v${fromVersion} is registered twice`);
    }
    byVersion.set(fromVersion, upcaster);
    this.steps.set(eventType, byVersion);
    return this;
  }

  upcast(
    eventType: string,
    schemaVersion: number,
    data: unknown,
  ): { data: unknown; schemaVersion: number } {
    const byVersion = this.steps.get(eventType);
    if (!byVersion) return { data, schemaVersion };
    let version = schemaVersion;
    let current = data;
    for (let step = byVersion.get(version); step; step = byVersion.get(version)) {
      current = step(current);
      version += 1;
    }
    return { data: current, schemaVersion: version };
  }
}

/** Anything with zod's `safeParse` shape; keeps zod itself out of the web's dependencies. */
export interface ResponseSchema<T> {
  safeParse(raw: unknown): { success: true; data: T } | { success: false };
}

/** A schema for a JSON array whose every element passes `item`; keeps zod out of the web app. */
export function arrayOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  return {
    safeParse(raw: unknown) {
      if (!Array.isArray(raw)) return { success: false };
      const data: T[] = [];
      for (const element of raw) {
        const parsed = item.safeParse(element);
        if (!parsed.success) return { success: false };
        data.push(parsed.data);
      }
      return { success: true, data };
    },
  };
}

import { z } from 'zod';

/** `?v=`: the image version the client knows; the current one makes the answer immutable. */
export const imageVersionQuery = z.object({ v: z.string().optional() });

/** `?entityId=`: repeats the id of the path (the spec's client sends both); may be left out. */
export const entityIdQuery = z.object({ entityId: z.string().optional() });

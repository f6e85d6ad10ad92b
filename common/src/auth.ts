import { z } from 'zod';

export const authEnabledResponseSchema = z.object({ enabled: z.boolean() });
export type AuthEnabledResponse = z.infer<typeof authEnabledResponseSchema>;

export const loginRequestSchema = z.object({
  username: z.string().min(1).max(256),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ username: z.string() });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const GUEST_USERNAME = 'Guest';

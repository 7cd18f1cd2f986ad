import { z } from 'zod';

export const LOGIN_PATH = 'user/login';
export const loginBodySchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

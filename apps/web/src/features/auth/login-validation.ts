import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@noite/shared';

/**
 * The login form's validation (the shared zod schema): a chunk of its own, so zod (~90 kB of the login's
 * 155 kB) is not on the sign-in screen's first paint (issue 11, decision 078). The page fetches it once idle.
 */
export const loginResolver = zodResolver(loginSchema);

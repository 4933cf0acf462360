import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LANGUAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';

/*
 * Messages are keys of the `validation` locale namespace, so the same schema gives
 * translated messages in the browser and field codes in the server's 400 answers.
 */
/** An e-mail address field (also the back office's user edit). */
export const emailAddress = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  .max(EMAIL_MAX_LENGTH, 'email_too_long')
  .pipe(z.email('email_invalid'));

const email = emailAddress;

const newPassword = z
  .string({ error: 'password_required' })
  .min(PASSWORD_MIN_LENGTH, 'password_min_length')
  .max(PASSWORD_MAX_LENGTH, 'password_too_long');

export const personName = z
  .string({ error: 'name_required' })
  .trim()
  .min(1, 'name_required')
  .max(NAME_MAX_LENGTH, 'name_too_long');

export const languageSchema = z.enum(LANGUAGES);

/** POST /api/auth/sign-up/email */
export const signUpBodySchema = z
  .object({
    name: personName,
    email,
    password: newPassword,
    language: languageSchema.optional(),
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /api/auth/sign-in/email */
export const signInBodySchema = z
  .object({
    email: z.string({ error: 'fill_all_fields' }).trim().min(1, 'fill_all_fields').max(EMAIL_MAX_LENGTH),
    password: z.string({ error: 'fill_all_fields' }).min(1, 'fill_all_fields').max(PASSWORD_MAX_LENGTH),
    rememberMe: z.boolean().optional(),
    callbackURL: z.string().max(2000).optional(),
  })
  .strict();
export type SignInBody = z.infer<typeof signInBodySchema>;

/** POST /api/auth/request-password-reset */
export const requestPasswordResetBodySchema = z
  .object({
    email: z
      .string({ error: 'email_invalid' })
      .trim()
      .max(EMAIL_MAX_LENGTH, 'email_too_long')
      .refine((v) => v.length > 0 && v.includes('@'), 'email_invalid'),
    redirectTo: z.string().max(2000).optional(),
  })
  .strict();

/** POST /api/auth/reset-password */
export const resetPasswordBodySchema = z.object({ newPassword, token: z.string().min(1).max(500) }).strict();

/** POST /api/auth/change-password */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: 'password_required' })
      .min(1, 'password_required')
      .max(PASSWORD_MAX_LENGTH),
    newPassword,
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict()
  .refine((v) => v.newPassword !== v.currentPassword, { message: 'password_same', path: ['newPassword'] });

/* Browser-only form schemas: they add the confirmation field and the order of checks. */

export const registerFormSchema = z
  .object({
    name: z.string().trim().max(NAME_MAX_LENGTH, 'name_too_long'),
    email: z.string().trim().max(EMAIL_MAX_LENGTH, 'email_too_long'),
    password: z.string().max(PASSWORD_MAX_LENGTH, 'password_too_long'),
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => {
    // Order: required fields, then confirmation, then length, then e-mail shape.
    if (!v.name || !v.email || !v.password) {
      ctx.addIssue({ code: 'custom', message: 'register_fill_required', path: ['form'] });
      return;
    }
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'passwords_do_not_match', path: ['confirmPassword'] });
      return;
    }
    if (v.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'password_min_length', path: ['password'] });
      return;
    }
    if (!z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: 'custom', message: 'email_invalid', path: ['email'] });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwords_do_not_match',
    path: ['confirmPassword'],
  });

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'password_required'),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'passwords_do_not_match',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: 'password_same', path: ['newPassword'] });

/** GET /api/account/password-reset/:token */
export const resetTokenStatusSchema = z.object({ valid: z.literal(true) });

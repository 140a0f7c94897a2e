import { z } from 'zod';
import { LANGUAGES, type Language } from '../common/languages.ts';
import { TawkConfigSchema } from '../support/support.schemas.ts';

/**
 * The site footer's legal lines: who operates the site under which licence, and where a player
 * finds help with gambling. Null when the operator has not set them (the footer leaves the line out).
 */
export const SiteLegalSchema = z.object({
  licence: z
    .object({
      operator: z.string(),
      regulator: z.string(),
      number: z.string(),
      url: z.string().nullable(),
    })
    .nullable(),
  helpline: z
    .object({ name: z.string(), phone: z.string(), url: z.string().nullable() })
    .nullable(),
});
export type SiteLegal = z.infer<typeof SiteLegalSchema>;

export const SkinConfigSchema = z.object({
  turnstileCaptcha: z.object({ enabled: z.boolean(), siteKey: z.string() }),
  googleSignIn: z.object({ enabled: z.boolean(), clientId: z.string() }),
  currencies: z.array(z.string()),
  defaultCurrency: z.string(),
  supportEmail: z.string(),
  isDemo: z.boolean(),
  /** Tawk.to's widget when the operator configured it (the in-house chat otherwise); never its API key. */
  tawk: TawkConfigSchema,
  legal: SiteLegalSchema,
});
export type SkinConfig = z.infer<typeof SkinConfigSchema>;

export type SkinMenuItem = {
  id: string;
  labelKey: string;
  path: string | null;
  icon: string | null;
  requiresLogin: boolean;
  /** Operator-written labels per language; the web shows the current language's over `labelKey`'s text. */
  labels: Partial<Record<Language, string>>;
  children: SkinMenuItem[];
};
export const SkinMenuItemSchema: z.ZodType<SkinMenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    labelKey: z.string(),
    path: z.string().nullable(),
    icon: z.string().nullable(),
    requiresLogin: z.boolean(),
    labels: z.partialRecord(z.enum(LANGUAGES), z.string()),
    children: z.array(SkinMenuItemSchema),
  }),
);

export const LOGO_TYPES = ['main', 'icon', 'payment', 'footer'] as const;
export const LOGO_COLORS = ['light', 'dark'] as const;
export const LogoQuerySchema = z.object({
  type: z.enum(LOGO_TYPES, { error: 'invalid_value' }).default('main'),
  color: z.enum(LOGO_COLORS, { error: 'invalid_value' }).default('light'),
});
export const LogoSchema = z.object({
  name: z.string(),
  type: z.string(),
  color: z.string(),
  svg: z.string(),
});

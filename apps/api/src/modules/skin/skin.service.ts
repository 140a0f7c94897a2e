import { CURRENCIES, type SiteLegal, type SkinConfig, type SkinMenuItem } from '@orca/contracts';
import type { Executor } from '../../db/client.ts';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { menuLabelsOf } from './skin.admin.service.ts';
import * as repo from './skin.repository.ts';

/** What the demo shows when its operator set nothing: a licence plainly a demo's, and a real helpline. */
const DEMO_LICENCE = {
  operator: 'Orca Demo Ltd',
  regulator: 'Demo Gaming Authority',
  number: 'DEMO-0001',
  url: null,
};
const DEMO_HELPLINE = {
  name: 'GamCare',
  phone: '0808 8020 133',
  url: 'https://www.gamcare.org.uk',
};

/** The footer's licence and helpline lines from the operator's settings (all of a line's parts, or the demo's in demo mode). */
function legalOf(config: Config): SiteLegal {
  const {
    LICENCE_OPERATOR: operator,
    LICENCE_REGULATOR: regulator,
    LICENCE_NUMBER: number,
    HELPLINE_NAME: name,
    HELPLINE_PHONE: phone,
  } = config;
  const licence =
    operator && regulator && number
      ? { operator, regulator, number, url: config.LICENCE_URL ?? null }
      : config.isDemo
        ? DEMO_LICENCE
        : null;
  const helpline =
    name && phone
      ? { name, phone, url: config.HELPLINE_URL ?? null }
      : config.isDemo
        ? DEMO_HELPLINE
        : null;
  return { licence, helpline };
}

/** The skin's settings, drawer menu and logos: stored in the database so operators change them without a release. */
export function createSkinService(db: Executor, config: Config) {
  async function setting<T>(key: string, fallback: T): Promise<T> {
    const row = await repo.setting(db, key);
    return row ? (row.value as T) : fallback;
  }

  return {
    async config(): Promise<SkinConfig> {
      const turnstile = await setting('turnstileCaptcha', { enabled: false, siteKey: '' });
      return {
        // On only when this server can verify its tokens (TURNSTILE_SECRET), as log-in checks: a widget
        // whose tokens the server cannot check would lock players out of captcha-gated forms.
        turnstileCaptcha: {
          enabled: Boolean(turnstile.enabled) && config.TURNSTILE_SECRET !== undefined,
          siteKey: String(turnstile.siteKey ?? ''),
        },
        googleSignIn: {
          enabled: config.GOOGLE_CLIENT_ID !== undefined,
          clientId: config.GOOGLE_CLIENT_ID ?? '',
        },
        currencies: await setting('currencies', [...CURRENCIES]),
        defaultCurrency: await setting('defaultCurrency', 'EUR'),
        supportEmail: await setting('supportEmail', 'support@orca.local'),
        isDemo: config.isDemo,
        // Both settings or neither: the key alone signs nothing a widget shows, the property alone cannot sign.
        tawk:
          config.TAWK_PROPERTY_ID && config.TAWK_API_KEY
            ? {
                enabled: true,
                propertyId: config.TAWK_PROPERTY_ID,
                widgetId: config.TAWK_WIDGET_ID,
                embedOrigin: config.TAWK_EMBED_ORIGIN,
              }
            : { enabled: false, propertyId: '', widgetId: '', embedOrigin: '' },
        legal: legalOf(config),
      };
    },

    /**
     * The drawer, the same for everyone (spec section 2 lists Bonus and Favorite Games for all): an
     * entry marked requiresLogin leads a visitor to log in rather than being hidden.
     */
    async menu(): Promise<SkinMenuItem[]> {
      const rows = await repo.menuItems(db);
      // A disabled entry is left out with its children; operators still see it in the back office.
      const visible = rows.filter((row) => row.enabled);
      const build = (parentId: string | null): SkinMenuItem[] =>
        visible
          .filter((row) => row.parentId === parentId)
          .map((row) => ({
            id: row.id,
            labelKey: row.labelKey,
            path: row.path,
            icon: row.icon,
            requiresLogin: row.requiresLogin,
            labels: menuLabelsOf(row.labels),
            children: build(row.id),
          }));
      return build(null);
    },

    /** Produces not_found when the skin has no logo of that type and colour. */
    async logo(type: string, color: string) {
      const row = await repo.logo(db, type, color);
      if (!row) throw new AppError('not_found');
      return row;
    },
  };
}

export type SkinService = ReturnType<typeof createSkinService>;

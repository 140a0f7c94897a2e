import {
  isLanguage,
  type AdminSkinMenuItem,
  type AdminSkinMenuUpdate,
  type Language,
} from '@orca/contracts';
import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Operator } from '../admin/operator.service.ts';
import * as repo from './skin.repository.ts';
import { sanitizeLogoSvg } from './svg.ts';

/** The stored labels (jsonb) as a language map: anything not a language or not a non-empty string is ignored. */
export function menuLabelsOf(value: unknown): Partial<Record<Language, string>> {
  const labels: Partial<Record<Language, string>> = {};
  if (value === null || typeof value !== 'object') return labels;
  for (const [language, label] of Object.entries(value))
    if (isLanguage(language) && typeof label === 'string' && label.trim() !== '')
      labels[language] = label.trim();
  return labels;
}

/** The back office's side of the skin: the drawer menu's order, state, labels and paths, and the logos' SVG. */
export function createSkinAdminService(db: Database) {
  const itemOf = (row: repo.SkinMenuItemRow): AdminSkinMenuItem => ({
    id: row.id,
    parentId: row.parentId,
    labelKey: row.labelKey,
    labels: menuLabelsOf(row.labels),
    path: row.path,
    icon: row.icon,
    position: row.position,
    requiresLogin: row.requiresLogin,
    enabled: row.enabled,
  });

  return {
    async menu(): Promise<{ items: AdminSkinMenuItem[] }> {
      const rows = await repo.menuItems(db);
      return { items: rows.map(itemOf) };
    },

    /**
     * Applies the operator's order, states, labels and paths in one transaction; audited. A group
     * heading keeps no path (it opens its children). Produces menu_item_unknown.
     */
    async updateMenu(
      by: Operator,
      update: AdminSkinMenuUpdate,
    ): Promise<{ items: AdminSkinMenuItem[] }> {
      return inTransaction(db, async (tx) => {
        const rows = await repo.lockMenuItems(tx);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const hasChildren = new Set(
          rows.map((row) => row.parentId).filter((id): id is string => id !== null),
        );
        const changed: { id: string; before: AdminSkinMenuItem; after: AdminSkinMenuItem }[] = [];
        for (const item of update.items) {
          const row = byId.get(item.id);
          if (!row) throw new AppError('menu_item_unknown');
          const labels = menuLabelsOf(item.labels);
          const path = hasChildren.has(row.id) ? null : item.path;
          const after = await repo.updateMenuItem(tx, item.id, {
            position: item.position,
            enabled: item.enabled,
            labels,
            path,
          });
          if (!after) throw new Error('menu item vanished inside its lock');
          const [b, a] = [itemOf(row), itemOf(after)];
          if (JSON.stringify(b) !== JSON.stringify(a))
            changed.push({ id: row.id, before: b, after: a });
        }
        if (changed.length > 0) {
          await recordAudit(tx, {
            actorKind: 'operator',
            actorId: by.id.toString(),
            action: 'skin.menu_updated',
            targetKind: 'skin_menu',
            targetId: 'drawer',
            before: changed.map((c) => c.before),
            after: changed.map((c) => c.after),
            ip: by.ip,
          });
        }
        const all = await repo.menuItems(tx);
        return { items: all.map(itemOf) };
      });
    },

    async logos() {
      return { logos: await repo.allLogos(db) };
    },

    /** Replaces a logo's SVG with a sanitized copy; audited. Produces not_found, svg_unsafe. */
    async replaceLogo(by: Operator, name: string, svg: string) {
      const clean = sanitizeLogoSvg(svg);
      return inTransaction(db, async (tx) => {
        const before = await repo.lockLogo(tx, name);
        if (!before) throw new AppError('not_found');
        const after = await repo.setLogoSvg(tx, name, clean);
        if (!after) throw new Error('logo vanished inside its lock');
        await recordAudit(tx, {
          actorKind: 'operator',
          actorId: by.id.toString(),
          action: 'skin.logo_replaced',
          targetKind: 'logo',
          targetId: name,
          before: { svg: before.svg },
          after: { svg: clean },
          ip: by.ip,
        });
        return after;
      });
    },
  };
}

export type SkinAdminService = ReturnType<typeof createSkinAdminService>;

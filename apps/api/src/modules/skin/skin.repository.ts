import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { logos, skinMenuItems, skinSettings } from '../../db/schema/platform.ts';

export type SkinMenuItemRow = typeof skinMenuItems.$inferSelect;
export type LogoRow = typeof logos.$inferSelect;

/** A skin setting's row, or null when the operator never set it. */
export async function setting(db: Executor, key: string) {
  const [row] = await db.select().from(skinSettings).where(eq(skinSettings.key, key)).limit(1);
  return row ?? null;
}

/** The drawer's entries, disabled ones included, in the operator's order. */
export function menuItems(db: Executor): Promise<SkinMenuItemRow[]> {
  return db.select().from(skinMenuItems).orderBy(asc(skinMenuItems.position));
}

/** Every drawer entry, locked until the transaction ends so concurrent menu edits take turns. */
export function lockMenuItems(tx: Executor): Promise<SkinMenuItemRow[]> {
  return tx.select().from(skinMenuItems).for('update');
}

export async function updateMenuItem(
  tx: Executor,
  id: string,
  values: Pick<SkinMenuItemRow, 'position' | 'enabled' | 'labels' | 'path'>,
): Promise<SkinMenuItemRow | null> {
  const [row] = await tx
    .update(skinMenuItems)
    .set(values)
    .where(eq(skinMenuItems.id, id))
    .returning();
  return row ?? null;
}

export async function logo(db: Executor, type: string, color: string): Promise<LogoRow | null> {
  const [row] = await db
    .select()
    .from(logos)
    .where(and(eq(logos.type, type), eq(logos.color, color)))
    .limit(1);
  return row ?? null;
}

export function allLogos(db: Executor): Promise<LogoRow[]> {
  return db.select().from(logos).orderBy(asc(logos.name));
}

export async function lockLogo(tx: Executor, name: string): Promise<LogoRow | null> {
  const [row] = await tx.select().from(logos).where(eq(logos.name, name)).for('update');
  return row ?? null;
}

export async function setLogoSvg(tx: Executor, name: string, svg: string): Promise<LogoRow | null> {
  const [row] = await tx.update(logos).set({ svg }).where(eq(logos.name, name)).returning();
  return row ?? null;
}

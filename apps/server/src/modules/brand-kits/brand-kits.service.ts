import {
  BRAND_KIT_NAME_MAX_LENGTH,
  BRAND_KITS_PER_USER_MAX,
  brandKitBodySchema,
  can,
  type AuditAction,
  type BrandKit,
  type BrandKitInput,
  type BrandKitList,
  type Role,
} from '@forja/contracts';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/app-error.js';
import { requirePermission } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import {
  createBrandKitsRepository,
  type BrandKitRow,
  type BrandKitsTx,
  type BrandKitValues,
} from './brand-kits.repository.js';

/** Who asks: the session user (their role decides about team kits, read on every request). */
export interface BrandKitActor {
  id: string;
  email: string;
  role: Role;
}

/** A kit a studio or a batch may use: every field of the body, and its id. */
export type UsableBrandKit = BrandKitInput & { id: string };

/** Team kits are the studio's settings: who may change the generation settings may change them. */
export const TEAM_KITS_PERMISSION = 'settings.manage' as const;
const TEAM_ONLY_MESSAGE = 'Only administrators can change team brand kits.';
const COPY_SUFFIX = ' (copy)';

/** Every field's default, under what the row keeps: a kit saved before a field existed reads with it. */
const { name: _n, team: _t, isDefault: _d, ...SETTING_DEFAULTS } = brandKitBodySchema.parse({ name: 'x' });

function inputOf(row: BrandKitRow): UsableBrandKit {
  return {
    ...SETTING_DEFAULTS,
    ...row.settings,
    id: row.id,
    name: row.name,
    team: row.team,
    isDefault: row.isDefault,
  };
}

/**
 * The row's values for `body`. A team kit is never anyone's default: `isDefault` is ignored
 * (stored false) on one, so a form sending the whole body still saves.
 */
function valuesOf(body: BrandKitInput): BrandKitValues {
  const { name, team, isDefault, ...settings } = body;
  return { name, team, isDefault: team ? false : isDefault, settings };
}

const limitReached = () =>
  new AppError(
    409,
    'BRAND_KITS_LIMIT_REACHED',
    `You already keep ${BRAND_KITS_PER_USER_MAX} brand kits. Delete one to add another.`,
    { limit: BRAND_KITS_PER_USER_MAX },
  );

/** "<name> (copy)", the name cut so the whole stays within the limit. */
export function copyName(name: string): string {
  return `${name.slice(0, BRAND_KIT_NAME_MAX_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

/**
 * Brand kits (docs/product/brand-kits.md). A user sees their own kits and every team kit and
 * changes only their own; a team kit is changed only with TEAM_KITS_PERMISSION, and each of
 * those changes goes to the audit log in the change's transaction. Another user's personal
 * kit is a 404 everywhere; a team kit a user may see but not change is a 403.
 */
export function createBrandKitsService(db: Db) {
  const repo = createBrandKitsRepository(db);
  const mayManageTeam = (actor: BrandKitActor) => can(actor.role, TEAM_KITS_PERMISSION);
  const editable = (actor: BrandKitActor, row: BrandKitRow) =>
    row.team ? mayManageTeam(actor) : row.userId === actor.id;

  function toBrandKit(actor: BrandKitActor, row: BrandKitRow): BrandKit {
    return {
      ...inputOf(row),
      editable: editable(actor, row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function visible(actor: BrandKitActor, id: string): Promise<BrandKitRow> {
    const row = await repo.findVisible(id, actor.id);
    if (!row) throw notFound('Brand kit');
    return row;
  }

  /** The kit again, locked in the owner's transaction; gone since it was read is a 404. */
  async function locked(tx: BrandKitsTx, actor: BrandKitActor, id: string): Promise<BrandKitRow> {
    const row = await tx.findVisible(id, actor.id);
    if (!row) throw notFound('Brand kit');
    if (!editable(actor, row)) throw forbidden(TEAM_ONLY_MESSAGE);
    return row;
  }

  async function assertRoomForOne(tx: BrandKitsTx, userId: string) {
    if ((await tx.countPersonal(userId)) >= BRAND_KITS_PER_USER_MAX) throw limitReached();
  }

  function audit(tx: BrandKitsTx, actor: BrandKitActor, action: AuditAction, row: BrandKitRow, extra = {}) {
    return recordAudit(tx.db, {
      action,
      actor: { id: actor.id, email: actor.email },
      details: { kitId: row.id, name: row.name, ...extra },
    });
  }

  return {
    async list(actor: BrandKitActor): Promise<BrandKitList> {
      const rows = await repo.list(actor.id);
      return { items: rows.map((row) => toBrandKit(actor, row)) };
    },

    async create(actor: BrandKitActor, body: BrandKitInput): Promise<BrandKit> {
      if (body.team) requirePermission(actor, TEAM_KITS_PERMISSION, TEAM_ONLY_MESSAGE);
      const values = valuesOf(body);
      const row = await repo.forOwner(actor.id, async (tx) => {
        if (!values.team) await assertRoomForOne(tx, actor.id);
        if (values.isDefault) await tx.clearDefault(actor.id);
        const created = await tx.insert(actor.id, values);
        if (created.team) await audit(tx, actor, 'brand_kit.created', created);
        return created;
      });
      return toBrandKit(actor, row);
    },

    /**
     * Changes a kit the actor may change. An administrator may publish their own kit to the
     * team; a team kit goes back to being a personal kit only for the administrator who made
     * it (anyone else would hand it to someone as theirs).
     */
    async update(actor: BrandKitActor, id: string, body: BrandKitInput): Promise<BrandKit> {
      const found = await visible(actor, id);
      if (!editable(actor, found)) throw forbidden(TEAM_ONLY_MESSAGE);
      if (body.team && !found.team) requirePermission(actor, TEAM_KITS_PERMISSION, TEAM_ONLY_MESSAGE);
      const values = valuesOf(body);
      const row = await repo.forOwner(found.userId, async (tx) => {
        const current = await locked(tx, actor, id);
        if (current.team && !values.team) {
          if (current.userId !== actor.id)
            throw forbidden('Only the administrator who made this team kit can make it personal again.');
          await assertRoomForOne(tx, actor.id);
        }
        if (values.isDefault) await tx.clearDefault(current.userId, id);
        const saved = await tx.update(id, values);
        if (current.team || saved.team)
          await audit(tx, actor, 'brand_kit.updated', saved, { team: saved.team, wasTeam: current.team });
        return saved;
      });
      return toBrandKit(actor, row);
    },

    /** A personal copy of a kit the actor sees (their own or a team kit): never default, never team. */
    async duplicate(actor: BrandKitActor, id: string): Promise<BrandKit> {
      const source = inputOf(await visible(actor, id));
      const { id: _id, ...body } = source;
      const values = valuesOf({ ...body, name: copyName(source.name), team: false, isDefault: false });
      const row = await repo.forOwner(actor.id, async (tx) => {
        await assertRoomForOne(tx, actor.id);
        return tx.insert(actor.id, values);
      });
      return toBrandKit(actor, row);
    },

    async remove(actor: BrandKitActor, id: string): Promise<void> {
      const found = await visible(actor, id);
      if (!editable(actor, found)) throw forbidden(TEAM_ONLY_MESSAGE);
      await repo.forOwner(found.userId, async (tx) => {
        const current = await locked(tx, actor, id);
        await tx.remove(id);
        if (current.team) await audit(tx, actor, 'brand_kit.deleted', current);
      });
    },

    /**
     * The kit `userId` may use (their own or a team kit), with every field: what another
     * module (a batch) fills its requests from. Another user's personal kit is a 404.
     */
    async findUsable(userId: string, kitId: string): Promise<UsableBrandKit> {
      const row = await repo.findVisible(kitId, userId);
      if (!row) throw notFound('Brand kit');
      return inputOf(row);
    },
  };
}
export type BrandKitsService = ReturnType<typeof createBrandKitsService>;
